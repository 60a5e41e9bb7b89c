/*
 * How long a message may be, as a plain value with no schema library: the server's schemas
 * enforce it, and the lightest public page (the landing page's live demo) counts against it.
 */

/** MessageIQ's message (docs/product.md §5 and §9), and the live demo's. */
export const MESSAGE_MAX_LENGTH = 2000
