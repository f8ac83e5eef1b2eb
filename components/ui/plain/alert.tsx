import type { ReactNode } from "react";

import plain from "./plain.module.css";

/** Mantine's light Alert in plain elements: a title, then its content in a column. */
export function Alert({
  color,
  title,
  maxWidth,
  children,
}: {
  color: "red" | "yellow" | "gray";
  title?: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={plain.alert} data-color={color} style={{ maxWidth }}>
      {title ? <p className={plain.alertTitle}>{title}</p> : null}
      <div className={plain.stack}>{children}</div>
    </div>
  );
}
