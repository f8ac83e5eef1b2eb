import { hash, verify } from "@node-rs/bcrypt";

/**
 * Hashes stored before the native binding replaced bcryptjs, and by the official core (jBCrypt
 * writes `$2a$`), still verify: the stored format did not change.
 */
describe("stored password hashes", () => {
  const earlier = {
    bcryptjs: "$2b$04$HU2N1ya9zjneOCDvDusKguOkOGLYzY5YK6WdEhFbd1jEA11CVcAFq",
    officialCore: "$2a$04$HU2N1ya9zjneOCDvDusKguOkOGLYzY5YK6WdEhFbd1jEA11CVcAFq",
  };

  it.each(Object.entries(earlier))(
    "verifies a %s hash, and only with its password",
    async (_, stored) => {
      await expect(verify("Clearance2026", stored)).resolves.toBe(true);
      await expect(verify("Clearance2025", stored)).resolves.toBe(false);
    },
  );

  it("writes bcrypt hashes at the configured cost", async () => {
    const stored = await hash("Clearance2026", { cost: 5 });
    expect(stored).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
    await expect(verify("Clearance2026", stored)).resolves.toBe(true);
  });
});
