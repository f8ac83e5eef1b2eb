"use client";

import { Button } from "@/components/ui/plain/button";
import plain from "@/components/ui/plain/plain.module.css";
import { GENERIC_ERROR } from "@/lib/api-client/fetch";

import classes from "./page-error.module.css";

/** A page that failed on the server or in the browser: the spec's sentence, never the details. */
export function PageError({ retry }: { retry: () => void }) {
  return (
    <div className={classes.root}>
      <h1 className={classes.title}>Error</h1>
      <p className={`${classes.text} ${plain.dimmed}`}>{GENERIC_ERROR}</p>
      <Button variant="light" onClick={() => retry()}>
        Try again
      </Button>
    </div>
  );
}
