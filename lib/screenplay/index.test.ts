import fc from "fast-check";

import { WESTERN_FDX } from "./fixtures/fdx-fixtures";
import { checkScript, formatOf, parseScreenplay, ScreenplayError } from "./index";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("parseScreenplay", () => {
  it("reads each format through one entry point", async () => {
    const fountain = await parseScreenplay(bytes("INT. BARN - DAY\n\nHay everywhere.\n"));
    expect(fountain.format).toBe("fountain");
    expect((await parseScreenplay(bytes(WESTERN_FDX))).format).toBe("fdx");
  });

  it("labels .txt files plain text and everything else by content", () => {
    expect(formatOf(bytes("INT. BARN - DAY"), "notes.TXT")).toBe("text");
    expect(formatOf(bytes("INT. BARN - DAY"), "barn.fountain")).toBe("fountain");
    expect(formatOf(bytes(WESTERN_FDX), "western.txt")).toBe("fdx");
  });

  it("answers any bytes with a screenplay or its own typed error, never anything else", async () => {
    const header = fc.constantFrom("", "%PDF-1.4\n", "PK\u0003\u0004", "<FinalDraft>", "INT. ");
    await fc.assert(
      fc.asyncProperty(header, fc.uint8Array({ maxLength: 512 }), async (start, tail) => {
        const input = new Uint8Array([...bytes(start), ...tail]);
        for (const read of [() => parseScreenplay(input), () => checkScript(input, "x.pdf")]) {
          try {
            await read();
          } catch (error) {
            if (!(error instanceof ScreenplayError)) throw error;
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
