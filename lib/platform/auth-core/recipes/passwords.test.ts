import { performance } from "node:perf_hooks";

import bcrypt from "bcryptjs";

import { hashPassword, oneCheckAtATime, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("writes bcrypt hashes at the given cost that another bcrypt reads back", async () => {
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

  it("keeps the event loop answering while 20 hashes at the production cost run", async () => {
    // Hashed on the loop, the loop would be busy for the whole run; off it, it only waits.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const before = performance.eventLoopUtilization();
    const hashes = await Promise.all(
      Array.from({ length: 20 }, (_, n) => hashPassword(`password ${n}`, 11)),
    );
    const busy = performance.eventLoopUtilization(before).utilization;
    clearInterval(ticker);

    expect(new Set(hashes).size).toBe(20);
    expect(busy).toBeLessThan(0.5);
    expect(ticks).toBeGreaterThan(20);
  }, 120_000);

  it("checks one account's passwords one at a time, other accounts' alongside", async () => {
    const running = new Map<string, number>();
    const seen = { mostForOneAccount: 0, mostAccountsAtOnce: 0 };
    const check = (account: string, fails = false) =>
      oneCheckAtATime(account, async () => {
        running.set(account, (running.get(account) ?? 0) + 1);
        seen.mostForOneAccount = Math.max(seen.mostForOneAccount, ...running.values());
        seen.mostAccountsAtOnce = Math.max(
          seen.mostAccountsAtOnce,
          [...running.values()].filter((count) => count > 0).length,
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.set(account, running.get(account)! - 1);
        if (fails) throw new Error(`${account} failed`);
        return account;
      });
    const answers = await Promise.allSettled([
      ...Array.from({ length: 6 }, (_, n) => check("public/guessed@example.com", n === 1)),
      check("public/other@example.com"),
    ]);
    expect(seen).toEqual({ mostForOneAccount: 1, mostAccountsAtOnce: 2 });
    // A check that failed does not stop the ones after it.
    expect(answers.map((answer) => answer.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
  });
});
