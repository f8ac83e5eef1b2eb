import Link from "next/link";

import classes from "./page-not-found.module.css";
import { PlainFrame } from "./plain-frame";

/**
 * An address that matches no page. Every page's code includes this boundary, the sign-in
 * screens' too, which load no Mantine: so it is the plain frame, a sentence and a link.
 */
export function PageNotFound() {
  return (
    <PlainFrame>
      <div className={classes.message}>
        <h1 className={classes.title}>Not Found</h1>
        <p className={classes.text}>
          There is nothing at this address. It may have moved, or the link may be mistyped.
        </p>
        <Link href="/">Go to my submissions</Link>
      </div>
    </PlainFrame>
  );
}
