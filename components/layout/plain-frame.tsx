import type { ReactNode } from "react";

import classes from "./frame.module.css";
import { SiteHeader } from "./site-header";

/**
 * The frame of the pages outside the product's layout (the sign-in screens, an address that
 * matches nothing): the same header and background, without loading Mantine.
 */
export function PlainFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <SiteHeader actions={actions} />
      <main className={classes.main}>{children}</main>
    </>
  );
}
