describe("GET /api/health when the database is down", () => {
  it("answers 503 with the reason", async () => {
    process.env.DATABASE_URL = "postgres://nobody:secret@127.0.0.1:1/none";
    const { GET } = await import("./route");
    const response = await GET();
    expect(response.status).toBe(503);
    await expect(response.json()).resolves.toEqual({
      status: "unavailable",
      db: "down",
      reason: "the database server refused the connection (is it running?)",
    });
  });
});
