import { blankRightsContact } from "@/lib/rights-contacts/input";

import { contactLine, unaskedPermissionWarning } from "./contacts";
import { inventedSnapshot } from "./fixture";
import type { ReportRightsContact } from "./snapshot";

const contact = (fields: Partial<ReportRightsContact>): ReportRightsContact => ({
  ...blankRightsContact(),
  ...fields,
});

describe("contactLine", () => {
  it("names who, then how to reach them, then the notes, leaving out what is unknown", () => {
    expect(
      contactLine(
        contact({
          name: "Jane Roe",
          organisation: "Marrow Bay Records",
          address: "12 Quay Street\nHarrowgate",
          email: "jane@marrowbay.example",
          notes: "Ask for the licensing desk.",
        }),
      ),
    ).toBe(
      "Jane Roe, Marrow Bay Records · 12 Quay Street, Harrowgate · jane@marrowbay.example · Ask for the licensing desk.",
    );
    expect(
      contactLine(contact({ organisation: "Estate of A. Crane", phone: "+1 217 555 0100" })),
    ).toBe("Estate of A. Crane · +1 217 555 0100");
  });
});

describe("unaskedPermissionWarning", () => {
  const items = inventedSnapshot(40).items;
  const permission = items.filter((item) => item.code === "PR");

  it("says nothing when every item needing permission names someone to ask", () => {
    expect(permission.length).toBeGreaterThan(1);
    expect(permission.every((item) => item.rightsContacts.length > 0)).toBe(true);
    expect(unaskedPermissionWarning(items)).toBeNull();
  });

  it("counts and names the items needing permission with no contact, ignoring other codes", () => {
    const unasked = items.map((item) =>
      item.code === "PR" || item.code === "C" ? { ...item, rightsContacts: [] } : item,
    );
    const warning = unaskedPermissionWarning(unasked)!;
    expect(warning).toMatch(
      new RegExp(
        `^${permission.length} items have code PR \\(permission required\\) but no rights-holder contact \\(“`,
      ),
    );
    expect(warning).toContain(`“${permission[0]!.text}”`);
    expect(warning).toMatch(
      /\): the report says “No rights-holder contact recorded\.” for each\.$/,
    );
    const coded = unasked.filter((item) => item.code === "C");
    for (const item of coded) expect(warning).not.toContain(`“${item.text}”`);
  });
});
