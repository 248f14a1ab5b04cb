import { z } from "zod";
import { CONSENT_GROUPS, CONSENT_REVISION } from "../consent.ts";

/**
 * doRecordConsent (docs/consent.md): the browser's consent id, the groups accepted (essentials
 * are always in), the revision of the list shown and the button that decided.
 */
export const recordConsentInput = z.strictObject({
  consentId: z.uuid(),
  groups: z
    .array(z.enum(CONSENT_GROUPS))
    .max(CONSENT_GROUPS.length)
    .refine((groups) => new Set(groups).size === groups.length, "validation.invalid")
    .refine((groups) => groups.includes("essentials"), "validation.invalid"),
  revision: z.number().int().min(1).max(CONSENT_REVISION),
  action: z.enum(["acceptAll", "rejectAll", "custom"]),
});
export type RecordConsentInput = z.output<typeof recordConsentInput>;
