import { GET } from "./route";

describe("GET /api/health", () => {
  it("answers 200 with the database status and is never cached", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await expect(response.json()).resolves.toEqual({ status: "ok", db: "ok" });
  });
});
