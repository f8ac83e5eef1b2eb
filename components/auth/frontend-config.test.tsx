import { frontendConfig } from "./frontend-config";

describe("frontendConfig's redirection after sign-in", () => {
  const redirection = frontendConfig({ variant: "password", extraRecipes: [] }).getRedirectionURL!;
  const afterSignIn = (redirectToPath: string | undefined) =>
    redirection(
      {
        action: "SUCCESS",
        newSessionCreated: true,
        isNewRecipeUser: false,
        createdNewUser: false,
        recipeId: "emailpassword",
        tenantIdFromQueryParams: undefined,
        redirectToPath,
      },
      {},
    );

  it("returns to the page of this site the visitor came from", async () => {
    await expect(afterSignIn("/quote/7?tab=price")).resolves.toBe("/quote/7?tab=price");
    await expect(afterSignIn(undefined)).resolves.toBe("/");
  });

  it.each(["/.//evil.example/x", "/\\evil.example/x", "//evil.example", "javascript:alert(1)"])(
    "goes home instead of to %j",
    async (redirectToPath) => {
      await expect(afterSignIn(redirectToPath)).resolves.toBe("/");
    },
  );

  it("leaves the prebuilt UI's other redirections to it", async () => {
    await expect(
      redirection({ action: "TO_AUTH", showSignIn: true, tenantIdFromQueryParams: undefined }, {}),
    ).resolves.toBeUndefined();
  });
});
