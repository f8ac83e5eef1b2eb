import { COMPANY_CAPABILITIES } from "@/config/companies";

import { accessAllows, capabilitiesOf, readOnlyNote } from "./capabilities";
import { roleMay } from "./roles";

const access = (role: Parameters<typeof capabilitiesOf>[0]) => ({
  role,
  company: role === "personal" ? null : "Northwind Pictures",
  can: capabilitiesOf(role),
});

describe("what a page shows by the caller's access", () => {
  it("gives a page the same answer as the API's check, for every role and capability", () => {
    for (const role of ["owner", "producer", "counsel", "viewer"] as const) {
      for (const capability of COMPANY_CAPABILITIES) {
        expect([role, capability, accessAllows(access(role), capability)]).toEqual([
          role,
          capability,
          roleMay(role, capability),
        ]);
      }
    }
    expect(COMPANY_CAPABILITIES.every((right) => accessAllows(access("personal"), right))).toBe(
      true,
    );
  });

  it("tells a viewer or counsel why the quote is read-only, and nobody who may change it", () => {
    expect(readOnlyNote(access("viewer"), "quote", "this quote")).toBe(
      "You can view this quote. Your role in Northwind Pictures (Viewer) cannot change quotes or upload scripts. Ask an owner or producer.",
    );
    expect(readOnlyNote(access("counsel"), "pay", "this quote")).toBe(
      "You can view this quote. Your role in Northwind Pictures (Counsel) cannot pay for quotes. Ask an owner or producer.",
    );
    expect(readOnlyNote(access("producer"), "quote", "this quote")).toBeNull();
    expect(readOnlyNote(access("owner"), "pay", "this quote")).toBeNull();
    expect(readOnlyNote(access("personal"), "pay", "this quote")).toBeNull();
  });
});
