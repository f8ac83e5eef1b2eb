"use client";

import { Skeleton } from "@mantine/core";
import type { ReactNode } from "react";

import { RetryAlert } from "./retry-alert";

/**
 * The three states of data fetched for a page before it can be shown: an error with a retry,
 * a placeholder while loading, and `empty` when there is nothing; then `children` draws it.
 */
export function Loaded<T>({
  data,
  error,
  onRetry,
  what,
  isEmpty,
  empty,
  placeholder,
  children,
}: {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  /** "the vouchers": for "The vouchers could not be loaded" and "Loading the vouchers". */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (error) {
    const title = `${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded`;
    return <RetryAlert title={title} error={error} onRetry={onRetry} />;
  }
  if (data === undefined) {
    return placeholder ?? <Skeleton height={240} aria-label={`Loading ${what}`} />;
  }
  return isEmpty(data) ? empty : children(data);
}
