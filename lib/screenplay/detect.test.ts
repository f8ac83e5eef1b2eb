import { detectFormat, decodeText } from "./detect";
import { docxPackage, wordDocument } from "./fixtures/docx-fixtures";
import { WESTERN_FDX } from "./fixtures/fdx-fixtures";
import { outcome } from "./fixtures/outcome";

const bytes = (text: string) => new TextEncoder().encode(text);
const problemOf = (input: Uint8Array) => outcome(() => detectFormat(input));

describe("detectFormat", () => {
  it("knows each format by its content, whatever the file is called", () => {
    expect(detectFormat(bytes("%PDF-1.7\n…"))).toBe("pdf");
    expect(detectFormat(bytes(`junk before the header %PDF-1.4`))).toBe("pdf");
    expect(detectFormat(docxPackage({ document: wordDocument([]) }))).toBe("docx");
    expect(detectFormat(bytes(WESTERN_FDX))).toBe("fdx");
    expect(detectFormat(bytes("\uFEFFINT. KITCHEN - DAY\n\nToast burns."))).toBe("fountain");
  });

  it("refuses pictures, other zips, HTML and nothing at all", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(problemOf(png)).toBe("unsupported");
    expect(problemOf(bytes("PK\u0003\u0004 not really a zip"))).toBe("docxInvalid");
    expect(problemOf(bytes("<!DOCTYPE html><html></html>"))).toBe("unsupported");
    expect(problemOf(new Uint8Array())).toBe("empty");
  });
});

describe("decodeText", () => {
  it("reads UTF-8, and Windows-1252 from older editors", () => {
    expect(decodeText(bytes("CAFÉ — “NIGHT”"))).toBe("CAFÉ — “NIGHT”");
    expect(decodeText(new Uint8Array([0x43, 0x41, 0x46, 0xc9, 0x20, 0x93, 0x4e, 0x94]))).toBe(
      "CAFÉ “N”",
    );
  });

  it("gives up on binary content", () => {
    expect(decodeText(new Uint8Array([0x41, 0x00, 0x42]))).toBeUndefined();
  });
});
