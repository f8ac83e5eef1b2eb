import type { ReactNode } from "react";

import plain from "@/components/ui/plain/plain.module.css";

import classes from "./frame.module.css";

/** A page's title (h1 in the size of Mantine's h2) and what the page is for, in plain elements. */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className={classes.heading}>
      <h1 className={plain.heading}>{title}</h1>
      {description ? (
        <p className={`${classes.description} ${plain.dimmed}`}>{description}</p>
      ) : null}
    </div>
  );
}
