/** Spec §9: the blank placeholder of a lazily loaded page appears after this wait. */
export const LOADING_PLACEHOLDER_DELAY_MS = 400;
