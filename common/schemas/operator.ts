import { z } from "zod";
import { messageKey } from "../i18n/message-key.ts";
import { emailSchema, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./auth.ts";

/** Operators hold the keys to the live shop: a longer minimum than customers' passwords. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
/**
 * owner: everything; editor: the page editor; staff: the back office's order handling
 * (docs/back-office.md). Owners do what both others do.
 */
export const OPERATOR_ROLES = ["owner", "editor", "staff"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The roles that may use the page editor (access policy `operator`). */
export const EDITOR_ROLES: readonly OperatorRole[] = ["owner", "editor"];
/** The roles that may handle orders in the back office (access policy `staff`). */
export const STAFF_ROLES: readonly OperatorRole[] = ["owner", "staff"];

/** The modes the edit cookie holds (docs/glossary.md, editor spec §2): editing, or previewing the shop. */
export const EDIT_MODES = ["edit", "preview"] as const;
export type EditMode = (typeof EDIT_MODES)[number];

export const editorModeInput = z.strictObject({ mode: z.enum(EDIT_MODES, { error: "validation.invalid" }) });

/** `npm run operator:create` (scripts/operator-create.ts). */
export const operatorCreateInput = z.strictObject({
  email: emailSchema,
  name: z.string().trim().min(1, "validation.mandatory").max(NAME_MAX_LENGTH, "validation.invalid"),
  role: z.enum(OPERATOR_ROLES, { error: "validation.invalid" }),
  password: z
    .string()
    .min(OPERATOR_PASSWORD_MIN_LENGTH, messageKey("validation.minLength", { min: OPERATOR_PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, "validation.invalid"),
});
