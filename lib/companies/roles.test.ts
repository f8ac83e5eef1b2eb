import { COMPANY_CAPABILITIES, COMPANY_ROLES } from "@/config/companies";

import { refusalFor, roleMay } from "./roles";

describe("what each company role may do", () => {
  it("gives owners everything, producers all but billing and members, counsel reading, deciding and conversing, viewers reading", () => {
    const table = Object.fromEntries(
      COMPANY_ROLES.map((role) => [
        role,
        COMPANY_CAPABILITIES.filter((capability) => roleMay(role, capability)),
      ]),
    );
    expect(table).toEqual({
      owner: ["read", "decide", "converse", "quote", "pay", "billing", "members", "share"],
      producer: ["read", "decide", "converse", "quote", "pay", "share"],
      counsel: ["read", "decide", "converse"],
      viewer: ["read"],
    });
  });

  it("refuses a member with a 403 sentence naming the company, their role and whom to ask", () => {
    const refusal = refusalFor("Northwind Pictures", "counsel", "pay");
    expect(refusal.status).toBe(403);
    expect(refusal.message).toBe(
      "Your role in Northwind Pictures (Counsel) cannot pay for quotes. Ask an owner or producer.",
    );
  });
});
