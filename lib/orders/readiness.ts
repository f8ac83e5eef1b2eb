/**
 * Whether a quote can be ordered at the price it shows (product.md §8.1): only once its newest
 * upload is read, since the price follows the pages. Shared by checkout, the proforma request and
 * the summary page, so the page says what the server would answer.
 */
export const SCRIPT_BEING_READ =
  "Your script is still being read; the price will be ready in a few seconds.";

export const NEWEST_UPLOAD_UNREAD =
  "Your newest upload could not be read, so the quote cannot be priced on it. Upload a readable copy of the script before ordering.";

/**
 * Why the quote cannot be ordered yet, given its newest upload when that is not the script it
 * is priced on (`pending_upload`); undefined when it can. A quote without any upload is priced
 * on its services alone and can be ordered.
 */
export function notPricedYet(pendingUpload: { status: string } | null | undefined) {
  if (!pendingUpload) return undefined;
  return pendingUpload.status === "failed" ? NEWEST_UPLOAD_UNREAD : SCRIPT_BEING_READ;
}
