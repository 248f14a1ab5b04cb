/** Cookie-consent decisions kept as proof (docs/consent.md). Public entry: other floors and modules import only this file. */
export { consentHistory, recordConsent, type ConsentDecision, type ConsentRecord } from "./consent.ts";
