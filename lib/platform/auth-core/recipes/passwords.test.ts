import bcrypt from "bcryptjs";

import { hashPassword, joinPasswordPool, verifyPassword } from "./passwords";

const leave = joinPasswordPool();
afterAll(leave);

describe("the password pool", () => {
  it("writes bcrypt hashes at the given cost that bcrypt reads back", async () => {
    const stored = await hashPassword("Clearance2026", 5);
    expect(stored).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
    expect(bcrypt.compareSync("Clearance2026", stored)).toBe(true);
  });

  it("verifies hashes stored earlier, the official core's $2a$ ones too, with their password only", async () => {
    const earlier = bcrypt.hashSync("Clearance2026", 4);
    const officialCore = earlier.replace(/^\$2b\$/, "$2a$");
    for (const stored of [earlier, officialCore]) {
      await expect(verifyPassword("Clearance2026", stored)).resolves.toBe(true);
      await expect(verifyPassword("Clearance2025", stored)).resolves.toBe(false);
    }
  });

  it("hashes many passwords at once, each its own", async () => {
    const passwords = Array.from({ length: 6 }, (_, n) => `password ${n}`);
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password, 4)));
    expect(new Set(hashes).size).toBe(6);
    const checks = await Promise.all(hashes.map((hash, n) => verifyPassword(passwords[n]!, hash)));
    expect(checks).toEqual(passwords.map(() => true));
  });
});
