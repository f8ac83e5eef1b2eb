"use client";

import { site } from "@/config/site";
import { GENERIC_ERROR } from "@/lib/api-client/fetch";

/** The root layout itself failed: a bare document with the spec's sentence, never the details. */
export default function GlobalError({ retry }: { retry: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: 80 }}>
        <title>{site.name}</title>
        <h1>Error</h1>
        <p>{GENERIC_ERROR}</p>
        <button type="button" onClick={() => retry()}>
          Try again
        </button>
      </body>
    </html>
  );
}
