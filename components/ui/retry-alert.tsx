"use client";

import { messageOf } from "@/lib/api-client/fetch";

import { Alert } from "./plain/alert";
import { Button } from "./plain/button";
import plain from "./plain/plain.module.css";

/** Data that could not be loaded: what went wrong, and a button to ask again. */
export function RetryAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <p className={plain.text}>{messageOf(error)}</p>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
