import { EDIT_MODES, EDITOR_ROLES, type EditMode } from "#common/schemas/operator.ts";
import type { OperatorIdentity } from "./operator.ts";

export function isEditMode(value: string | undefined): value is EditMode {
  return (EDIT_MODES as readonly string[]).includes(value ?? "");
}

/**
 * The flags that govern the editor's controls (docs/glossary.md, editor spec §1; docs/operators.md):
 * - editingEnabled: a valid operator session of a role that edits pages (owner, editor) and
 *   the edit cookie; the toolbar is shown. Staff (the back office's order handling) never get it.
 * - editing: enabled and in edit mode (not preview).
 * - disableActions: the editor's actions (save, blocks, page settings) cannot run; the
 *   server starts with "not enabled", the editor also raises it while a request runs.
 */
export type EditorFlags = { editingEnabled: boolean; editing: boolean; disableActions: boolean };

/**
 * The operator side of one request: who is logged in to the editor (resolved from the
 * operator cookie by the HTTP layer) and the cookie changes an operation asked for, which
 * the HTTP layer writes after the handler (as it does for the shopper's session).
 */
export class OperatorContext {
  identity: OperatorIdentity | null;
  /** The request sent an operator cookie that no longer names a valid session. */
  readonly lapsed: boolean;
  tokenHash: string | null;
  editMode: EditMode | null;
  /** A new session's token: the cookie to set. */
  issuedToken: string | null = null;
  /** The operator cookie is to be removed (logout, or it named no valid session). */
  cookieCleared = false;
  editModeChanged = false;

  constructor(
    session: { identity: OperatorIdentity; tokenHash: string } | null = null,
    editMode: EditMode | null = null,
    lapsed = false,
  ) {
    this.lapsed = lapsed;
    this.identity = session?.identity ?? null;
    this.tokenHash = session?.tokenHash ?? null;
    this.editMode = editMode;
    if (lapsed) this.cookieCleared = true;
  }

  /** After a successful login: the new session, and the shop opens in edit mode. */
  signIn(identity: OperatorIdentity, session: { token: string; tokenHash: string }): void {
    this.identity = identity;
    this.tokenHash = session.tokenHash;
    this.issuedToken = session.token;
    this.cookieCleared = false;
    this.setEditMode("edit");
  }

  /** Logout: the session and the edit cookie go. */
  signOut(): void {
    this.identity = null;
    this.tokenHash = null;
    this.issuedToken = null;
    this.cookieCleared = true;
    this.setEditMode(null);
  }

  setEditMode(mode: EditMode | null): void {
    if (this.editMode === mode) return;
    this.editMode = mode;
    this.editModeChanged = true;
  }

  get flags(): EditorFlags {
    const editingEnabled =
      this.identity !== null && EDITOR_ROLES.includes(this.identity.role) && this.editMode !== null;
    return { editingEnabled, editing: editingEnabled && this.editMode === "edit", disableActions: !editingEnabled };
  }
}
