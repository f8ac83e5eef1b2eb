import type { ReactNode } from "react";

import classes from "./plain-frame.module.css";
import { SiteBrand } from "./site-brand";

/**
 * The frame of the pages outside the product's layout (the sign-in screens, an address that
 * matches nothing): the same header and background, drawn without loading Mantine.
 */
export function PlainFrame({ children, status }: { children: ReactNode; status?: ReactNode }) {
  return (
    <>
      <header className={classes.header}>
        <SiteBrand />
        {status}
      </header>
      <main className={classes.main}>{children}</main>
    </>
  );
}
