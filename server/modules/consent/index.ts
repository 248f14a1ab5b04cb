/** Cookie-consent decisions kept as proof (docs/consent.md). Public entry: other floors and modules import only this file. */
export {
  CONSENT_RETENTION_DAYS,
  consentHistory,
  purgeOldConsentRecords,
  recordConsent,
  type ConsentDecision,
  type ConsentRecord,
} from "./consent.ts";
