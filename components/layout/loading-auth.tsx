import classes from "./frame.module.css";

/** Spec §2: the header's text while the session is being determined. */
export function LoadingAuth() {
  return <span className={classes.status}>Loading auth...</span>;
}
