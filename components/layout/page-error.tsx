"use client";

import dynamic from "next/dynamic";

/**
 * The error boundaries' content (app/(product)/…/error.tsx), loaded when a page fails: every
 * page's first load carries its boundaries, and none needs this to paint.
 */
export const PageError = dynamic(() => import("./page-error-view"));
