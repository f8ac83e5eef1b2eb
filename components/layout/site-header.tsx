import type { ReactNode } from "react";

import classes from "./frame.module.css";
import { SiteBrand } from "./site-brand";

/** The header of every page (spec §2); `actions` are its right-hand side (the signed-in buttons). */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className={classes.header}>
      <SiteBrand />
      <div className={classes.actions}>{actions}</div>
    </header>
  );
}
