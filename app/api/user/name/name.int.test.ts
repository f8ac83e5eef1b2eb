import { signedInCustomer, startAuth, stopAuth } from "@/test/signed-in";

import { GET, PATCH } from "./route";

jest.setTimeout(90_000);

beforeAll(startAuth);
afterAll(stopAuth);

describe("a researcher's name on reports", () => {
  it("is set and read back by an admin, trimmed, the role optional", async () => {
    const admin = await signedInCustomer({ admin: true });
    const read = async () => await (await GET(admin.request("GET", "/api/user/name"))).json();
    expect(await read()).toEqual({ name: { display_name: "", job_title: null } });

    const saved = await PATCH(
      admin.request("PATCH", "/api/user/name", {
        json: { display_name: "  Ada Marsh ", job_title: "Senior researcher" },
      }),
    );
    expect(saved.status).toBe(200);
    expect(await read()).toEqual({
      name: { display_name: "Ada Marsh", job_title: "Senior researcher" },
    });
    await PATCH(
      admin.request("PATCH", "/api/user/name", {
        json: { display_name: "Ada Marsh", job_title: "" },
      }),
    );
    expect(await read()).toEqual({ name: { display_name: "Ada Marsh", job_title: null } });
  });

  it("refuses an empty name with a sentence, and anyone but an admin", async () => {
    const [admin, customer] = await Promise.all([
      signedInCustomer({ admin: true }),
      signedInCustomer(),
    ]);
    const empty = await PATCH(
      admin.request("PATCH", "/api/user/name", { json: { display_name: "   " } }),
    );
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain("Your name is required.");
    const refused = await PATCH(
      customer.request("PATCH", "/api/user/name", { json: { display_name: "Eve" } }),
    );
    expect(refused.status).toBe(403);
  });
});
