import { createDatabase } from "@/lib/db/client";

import { checkHealth } from "./check";

describe("checkHealth", () => {
  it("reports ok when the database answers", async () => {
    await expect(checkHealth()).resolves.toEqual({ status: "ok", db: "ok" });
  });

  it("reports the database as down, with a reason, when nothing listens", async () => {
    const unreachable = createDatabase("postgres://nobody:secret@127.0.0.1:1/none", 1);
    try {
      await expect(checkHealth(() => unreachable)).resolves.toEqual({
        status: "unavailable",
        db: "down",
        reason: "the database server refused the connection (is it running?)",
      });
    } finally {
      await unreachable.$client.end();
    }
  });
});
