import type { CallOptions } from "~/lib/api-client.ts";

/**
 * The page calls show their own failure notice (docs/glossary.md, editor spec §8: 'Error saving
 * categories.' plus the message; delete with name and id), so the API client's own notice
 * would be a second one.
 */
export const OWN_ERROR_HANDLING: CallOptions = { ownErrorHandling: true };
