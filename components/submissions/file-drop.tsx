"use client";

import { useRef, useState, type DragEvent, type ReactNode } from "react";

import classes from "./file-drop.module.css";

/** MIME type → file name endings, as a file input's `accept` and the drop check read them. */
export type Accept = Record<string, string[]>;

export type FileRefusal = "file-invalid-type" | "file-too-large" | "too-many-files";

/** What the drag over the area looks like: its files may be taken, or will be refused. */
export type DragState = "idle" | "accept" | "reject";

const acceptAttribute = (accept: Accept) =>
  Object.entries(accept)
    .flatMap(([type, endings]) => [type, ...endings])
    .join(",");

/** A file is taken when its type or the end of its name is one `accept` lists. */
function acceptable(file: { name: string; type: string }, accept: Accept): boolean {
  const name = file.name.toLowerCase();
  return Object.entries(accept).some(
    ([type, endings]) =>
      file.type === type || endings.some((ending) => name.endsWith(ending.toLowerCase())),
  );
}

/** Why the files given are not one usable file, or null when they are. */
export function fileRefusal(files: File[], accept: Accept, maxSize: number): FileRefusal | null {
  if (files.length !== 1) return "too-many-files";
  const [file] = files as [File];
  if (!acceptable(file, accept)) return "file-invalid-type";
  return file.size > maxSize ? "file-too-large" : null;
}

/** What a drag's items promise before the drop: names are hidden until then, types often empty. */
export function dragState(items: DataTransferItemList | undefined, accept: Accept): DragState {
  const files = [...(items ?? [])];
  if (files.length === 0) return "idle";
  const usable =
    files.length === 1 &&
    files[0]!.kind === "file" &&
    (files[0]!.type === "" || Object.hasOwn(accept, files[0]!.type));
  return usable ? "accept" : "reject";
}

/**
 * A drop area that is also a button opening the file picker, for one file: what
 * @mantine/dropzone did here, without its 10 kB of code (react-dropzone) on the quote page.
 */
export function FileDrop({
  accept,
  maxSize,
  onFile,
  onRefuse,
  label,
  children,
}: {
  accept: Accept;
  maxSize: number;
  onFile: (file: File) => void;
  onRefuse: (reason: FileRefusal) => void;
  label: string;
  children: (drag: DragState) => ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [drag, setDrag] = useState<DragState>("idle");
  const take = (files: File[]) => {
    const refusal = fileRefusal(files, accept, maxSize);
    if (refusal) onRefuse(refusal);
    else onFile(files[0]!);
  };
  const dragging = (event: DragEvent) => {
    event.preventDefault();
    setDrag(dragState(event.dataTransfer.items, accept));
  };
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      className={`${classes.root} mantine-focus-auto`}
      data-drag={drag}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        input.current?.click();
      }}
      onDragEnter={dragging}
      onDragOver={dragging}
      onDragLeave={(event) => {
        // Leaving for a child of the area is still over it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDrag("idle");
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDrag("idle");
        take([...event.dataTransfer.files]);
      }}
    >
      <input
        ref={input}
        type="file"
        accept={acceptAttribute(accept)}
        tabIndex={-1}
        hidden
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // The same file again is a new choice.
          event.currentTarget.value = "";
          if (files.length > 0) take(files);
        }}
      />
      <div className={classes.inner}>{children(drag)}</div>
    </div>
  );
}
