/** `npm run user:admin -- grant|revoke <email>`: gives or takes the admin role. */
import { setAdmin } from "@/lib/auth/admins";
import { initSuperTokensForOperator } from "@/lib/auth/operator";

const [action, email] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email) {
  console.error("Usage: npm run user:admin -- grant|revoke <email>");
  process.exit(2);
}

try {
  initSuperTokensForOperator();
  const accounts = await setAdmin(email, action === "grant");
  if (accounts === 0) {
    console.error(`No account uses ${email}; the person must sign up first.`);
    process.exit(1);
  }
  const verb = action === "grant" ? "is now an admin" : "is no longer an admin";
  console.log(
    `${email} ${verb} (${accounts} account${accounts > 1 ? "s" : ""}); it takes effect on their next page load.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
