import type { ReactNode } from "react";

import classes from "./empty-state.module.css";
import plain from "./plain/plain.module.css";

/** What a list shows when it has nothing: a title, a sentence, and perhaps a way on. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${plain.card} ${classes.root}`}>
      <p className={classes.title}>{title}</p>
      {text ? <p className={`${plain.text} ${plain.dimmed} ${classes.text}`}>{text}</p> : null}
      {children}
    </div>
  );
}
