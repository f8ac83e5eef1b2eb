import type { ScriptElement } from "@/lib/screenplay/model";
import { action, noCharacters as context } from "@/test/clearance-script";

import { findWebAddresses } from "./web";

const found = (text: string, element: ScriptElement = action) =>
  findWebAddresses(text, element, context);
const keys = (text: string) => found(text).map((match) => match.key);

describe("findWebAddresses", () => {
  it("finds bare domains as a registrable website to check", () => {
    const [match] = found("ON THE LAPTOP: VANCELAW.COM, blinking.");
    expect(match).toMatchObject({
      category: "web",
      text: "VANCELAW.COM",
      key: "vancelaw.com",
      canonical: "vancelaw.com",
      suggestedCode: "RC",
    });
    expect(match!.signals).toEqual([
      {
        kind: "registrable-domain",
        detail: "A registrable domain (.com): check who owns vancelaw.com",
        weight: 0.5,
      },
    ]);
  });

  it("groups a site's spellings by host and path, without www or a trailing slash", () => {
    expect(keys("vancelaw.com, www.VanceLaw.com and https://www.vancelaw.com/")).toEqual([
      "vancelaw.com",
      "vancelaw.com",
      "vancelaw.com",
    ]);
    const [page] = found("She types www.VanceLaw.com/Contact?ref=1 into the browser.");
    expect(page).toMatchObject({ key: "vancelaw.com/contact", canonical: "vancelaw.com/Contact" });
    expect(found("Go to bbc.co.uk/news")[0]!.signals[0]!.detail).toBe(
      "A registrable domain (.co.uk): check who owns bbc.co.uk",
    );
  });

  it("finds e-mail addresses, lower-cased, and says the mailbox may be real", () => {
    const [match] = found("Email me: Sarah.K@VanceLaw.com. Today.");
    expect(match).toMatchObject({
      text: "Sarah.K@VanceLaw.com",
      key: "sarah.k@vancelaw.com",
      suggestedCode: "RC",
    });
    expect(match!.signals.map((signal) => signal.kind)).toEqual([
      "registrable-domain",
      "email-address",
    ]);
  });

  it.each([
    ["Log in at example.com", "example.com is reserved for documentation by RFC 2606"],
    ["http://www.example.org/login", "example.org is reserved for documentation by RFC 2606"],
    ["Write to sarah@example.net", "example.net is reserved for documentation by RFC 2606"],
    [
      "Mail bob@mail.test now",
      ".test is a top-level domain reserved for testing and examples by RFC 2606",
    ],
    [
      "SHOP.EXAMPLE",
      ".example is a top-level domain reserved for testing and examples by RFC 2606",
    ],
    [
      "vance.invalid",
      ".invalid is a top-level domain reserved for testing and examples by RFC 2606",
    ],
  ])("marks RFC 2606 names as fictional: %j", (text, detail) => {
    const [match] = found(text);
    expect(match).toMatchObject({ suggestedCode: "FX" });
    expect(match!.signals).toEqual([{ kind: "reserved-domain", detail, weight: -0.8 }]);
  });

  it("finds social handles in dialogue and action, lower-cased, but not in e-mails", () => {
    const [match] = found("Follow @Sarah_K for more.");
    expect(match).toMatchObject({
      text: "@Sarah_K",
      key: "@sarah_k",
      canonical: "@sarah_k",
      suggestedCode: "RC",
    });
    expect(match!.signals[0]!.kind).toBe("social-handle");
    expect(keys("HER SCREEN: @SARAH_K HAS 2M FOLLOWERS.")).toEqual(["@sarah_k"]);
    expect(keys("sarah_k@vancelaw.com")).toEqual(["sarah_k@vancelaw.com"]);
    expect(keys("Meet @ 5pm, or @5pm.")).toEqual([]);
  });

  it("leaves a forced character cue alone", () => {
    expect(found("@MCCLANE", { ...action, type: "character" })).toEqual([]);
  });

  it("notes hashtags with a low weight", () => {
    const [match] = found("It's trending: #BlueMonday.");
    expect(match).toMatchObject({
      key: "#bluemonday",
      canonical: "#BlueMonday",
      suggestedCode: "INFO",
    });
    expect(match!.signals[0]!.weight).toBe(0.1);
    expect(found("Apt #4B, Scene #12")).toEqual([]);
  });

  it.each([
    "Mr.Smith will see you now.",
    "They flew to St.Louis at 9 a.m.",
    "Print report.pdf and notes.txt.",
    "Open README.md and install.sh.",
    "I loved the end.The start was slow.",
    "He was watching Dr.No again.",
    "It costs $3.50, v2.0 of the app.",
    "e.g. the U.S.A., i.e. home.",
    "INT. VANCE & PARTNERS - NIGHT",
  ])("ignores what only looks like a web address: %j", (text) => {
    expect(found(text)).toEqual([]);
  });
});
