import { fireEvent, screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { dragState, FileDrop, fileRefusal } from "./file-drop";

const ACCEPT = { "application/pdf": [".pdf"], "text/plain": [".fountain", ".txt"] };
const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });
const items = (...types: string[]) =>
  types.map((type) => ({ kind: "file", type })) as unknown as DataTransferItemList;

describe("fileRefusal", () => {
  it("takes one file whose type or name ending is accepted, within the size", () => {
    expect(fileRefusal([file("a.pdf", "application/pdf")], ACCEPT, 100)).toBeNull();
    expect(fileRefusal([file("A.FOUNTAIN", "")], ACCEPT, 100)).toBeNull();
    expect(fileRefusal([file("notes", "text/plain")], ACCEPT, 100)).toBeNull();
  });

  it("names what is wrong: the type, the size or the number of files", () => {
    expect(fileRefusal([file("a.png", "image/png")], ACCEPT, 100)).toBe("file-invalid-type");
    expect(fileRefusal([file("a.pdf", "application/pdf", 101)], ACCEPT, 100)).toBe(
      "file-too-large",
    );
    expect(fileRefusal([file("a.pdf", ""), file("b.pdf", "")], ACCEPT, 100)).toBe("too-many-files");
  });
});

describe("dragState", () => {
  it("accepts one file of an accepted or unknown type, and refuses others", () => {
    expect(dragState(items("application/pdf"), ACCEPT)).toBe("accept");
    expect(dragState(items(""), ACCEPT)).toBe("accept");
    expect(dragState(items("image/png"), ACCEPT)).toBe("reject");
    expect(dragState(items("", ""), ACCEPT)).toBe("reject");
    expect(dragState(items(), ACCEPT)).toBe("idle");
  });
});

describe("FileDrop", () => {
  const renderDrop = () => {
    const onFile = jest.fn();
    const onRefuse = jest.fn();
    renderWithTheme(
      <FileDrop
        accept={ACCEPT}
        maxSize={100}
        onFile={onFile}
        onRefuse={onRefuse}
        label="Upload the script"
      >
        {(drag) => <span>{drag}</span>}
      </FileDrop>,
    );
    return { onFile, onRefuse };
  };

  it("is a labelled button whose file input takes an accepted file", () => {
    const { onFile, onRefuse } = renderDrop();
    const area = screen.getByRole("button", { name: "Upload the script" });
    const input = area.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe("application/pdf,.pdf,text/plain,.fountain,.txt");
    const script = file("a.pdf", "application/pdf");
    fireEvent.change(input, { target: { files: [script] } });
    expect(onFile).toHaveBeenCalledWith(script);
    expect(onRefuse).not.toHaveBeenCalled();
  });

  it("shows the drag's state, and refuses a dropped file of another type", () => {
    const { onFile, onRefuse } = renderDrop();
    const area = screen.getByRole("button", { name: "Upload the script" });
    fireEvent.dragEnter(area, { dataTransfer: { items: items("image/png") } });
    expect(area).toHaveAttribute("data-drag", "reject");
    expect(screen.getByText("reject")).toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer: { files: [file("a.png", "image/png")] } });
    expect(area).toHaveAttribute("data-drag", "idle");
    expect(onRefuse).toHaveBeenCalledWith("file-invalid-type");
    expect(onFile).not.toHaveBeenCalled();
  });

  it("opens the file picker from the keyboard", () => {
    renderDrop();
    const area = screen.getByRole("button", { name: "Upload the script" });
    const input = area.querySelector<HTMLInputElement>('input[type="file"]')!;
    const click = jest.spyOn(input, "click");
    fireEvent.keyDown(area, { key: "Enter" });
    fireEvent.keyDown(area, { key: " " });
    expect(click).toHaveBeenCalledTimes(2);
  });
});
