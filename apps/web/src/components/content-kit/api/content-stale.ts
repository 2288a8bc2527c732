/**
 * Teachers add lessons while pupils use the app, so the kit's answers stay fresh for half a
 * minute rather than the app's five (a page opened after that asks again).
 */
export const CONTENT_STALE_MS = 30_000;
