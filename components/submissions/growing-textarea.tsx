"use client";

import { InputBase, type InputBaseProps } from "@mantine/core";
import { useLayoutEffect, useRef, type ComponentProps } from "react";

/**
 * A Mantine textarea that grows with its text from `minRows` to `maxRows` lines, then scrolls:
 * what Textarea's autosize does, without its measuring code.
 */
export function GrowingTextarea({
  minRows,
  maxRows,
  value,
  ...props
}: InputBaseProps &
  Omit<ComponentProps<"textarea">, "size" | "style"> & {
    minRows: number;
    maxRows: number;
    value: string;
  }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const textarea = field.current!;
    const style = getComputedStyle(textarea);
    const px = (length: string) => parseFloat(length) || 0;
    const line = px(style.lineHeight) || px(style.fontSize) * 1.55;
    const padding = px(style.paddingTop) + px(style.paddingBottom);
    const frame = padding + px(style.borderTopWidth) + px(style.borderBottomWidth);
    textarea.style.height = "auto";
    const text = textarea.scrollHeight - padding;
    const height = Math.min(Math.max(text, line * minRows), line * maxRows);
    textarea.style.height = `${height + frame}px`;
    textarea.style.overflowY = text > line * maxRows ? "auto" : "hidden";
  }, [value, minRows, maxRows]);
  return (
    <InputBase
      {...props}
      component="textarea"
      ref={field}
      multiline
      rows={minRows}
      value={value}
      __staticSelector="Textarea"
    />
  );
}
