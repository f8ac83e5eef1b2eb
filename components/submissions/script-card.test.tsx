import { fireEvent, screen } from "@testing-library/react";

import type { SubmissionView } from "@/lib/submissions/views";
import { renderWithTheme } from "@/test/render";

import { ScriptCard } from "./script-card";

const draft = {
  correlation_id: "0b8f7a52-5a3e-4a8e-9d7e-3f7c1c2b9a10",
  script: null,
  pending_upload: null,
} as unknown as SubmissionView;

const file = (name: string, type: string, size = 10) => {
  const made = new File(["x"], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
};

function renderDrop() {
  const onUploaded = jest.fn();
  renderWithTheme(<ScriptCard submission={draft} onUploaded={onUploaded} />);
  const area = screen.getByRole("button", { name: "Upload the script" });
  const input = area.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { area, input, onUploaded };
}

/** The card's refusal, once the drop area has read what was given. */
const refusal = async () =>
  (await screen.findByRole("alert", {}, { timeout: 10_000 })).textContent ?? "";

describe("ScriptCard's drop area", () => {
  it("is a button reached by the keyboard that opens the picker, for the formats we read", () => {
    const { area, input } = renderDrop();
    expect(screen.getByText("Drop your script here, or click to choose it")).toBeInTheDocument();
    expect(
      screen.getByText(
        "PDF, Final Draft (.fdx), Fountain (.fountain, .spmd, .txt) or Word (.docx), up to 20 MB.",
      ),
    ).toBeInTheDocument();
    expect(area).toHaveAttribute("tabindex", "0");
    expect(input.accept.split(",")).toEqual(
      expect.arrayContaining([
        "application/pdf",
        ".pdf",
        ".fdx",
        ".fountain",
        ".spmd",
        ".txt",
        ".docx",
      ]),
    );
    const click = jest.spyOn(input, "click").mockImplementation(() => undefined);
    fireEvent.keyDown(area, { key: "Enter" });
    fireEvent.keyDown(area, { key: " " });
    expect(click).toHaveBeenCalledTimes(2);
  });

  it("refuses a file of another format with the formats it reads, and uploads nothing", async () => {
    const { input, onUploaded } = renderDrop();
    fireEvent.change(input, { target: { files: [file("poster.png", "image/png")] } });
    expect(await refusal()).toBe(
      "This file could not be usedThis file is not a screenplay format we read. Upload a PDF, Final Draft (.fdx), Fountain (.fountain, .spmd, .txt) or Word (.docx) file.",
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("refuses a file over the size limit, and more than one file at once", async () => {
    const { input } = renderDrop();
    fireEvent.change(input, {
      target: { files: [file("script.pdf", "application/pdf", 21 * 1024 * 1024)] },
    });
    expect(await refusal()).toContain(
      "The file is larger than 20 MB. Upload the screenplay alone, exported without images, or compress the PDF.",
    );
    fireEvent.change(input, {
      target: { files: [file("a.pdf", "application/pdf"), file("b.pdf", "application/pdf")] },
    });
    expect(await screen.findByText("Upload one script at a time.")).toBeInTheDocument();
  });
});
