/**
 * Whether a quote can be ordered at the price it shows (product.md §8.1): only once its newest
 * upload is read, since the price follows the pages. Shared by checkout, the proforma request and
 * the summary page, so the page says what the server would answer.
 */
export const SCRIPT_BEING_READ =
  "Your script is still being read; the price will be ready in a few seconds.";

export const NEWEST_UPLOAD_UNREAD =
  "Your newest upload could not be read, so the quote cannot be priced on it. Upload a readable copy of the script before ordering.";

export const NO_SCRIPT_YET =
  "Upload your script first: script clearance is priced on its pages, and researchers clear the script you upload.";

/** What readiness reads of a quote: its services and its uploads. */
export type QuoteUploads = {
  scriptClearance: boolean;
  /** The read script the quote is priced on, if any. */
  script: unknown;
  /** The newest upload when it is not that script. */
  pendingUpload: { status: string } | null | undefined;
};

/**
 * Why the quote cannot be ordered yet; undefined when it can. A pending upload decides first;
 * script clearance without any read script has nothing to price or to clear (once paid, a
 * quote takes no first script), while title clearance alone needs no script.
 */
export function notPricedYet({ scriptClearance, script, pendingUpload }: QuoteUploads) {
  if (pendingUpload)
    return pendingUpload.status === "failed" ? NEWEST_UPLOAD_UNREAD : SCRIPT_BEING_READ;
  return scriptClearance && !script ? NO_SCRIPT_YET : undefined;
}
