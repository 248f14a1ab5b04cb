import { describe, expect, it } from "vitest";
import { isEditMode, OperatorContext } from "./operator-context.ts";
import type { OperatorIdentity } from "./operator.ts";

const ada: OperatorIdentity = { id: 1, email: "ada@example.com", name: "Ada", role: "editor" };
const session = { identity: ada, tokenHash: "h".repeat(64) };

describe("OperatorContext.flags", () => {
  it("enables nothing for a shopper, even with an edit cookie", () => {
    expect(new OperatorContext().flags).toEqual({ editingEnabled: false, editing: false, disableActions: true });
    expect(new OperatorContext(null, "edit").flags).toEqual({
      editingEnabled: false,
      editing: false,
      disableActions: true,
    });
  });

  it("needs the edit cookie as well as the operator session", () => {
    expect(new OperatorContext(session, null).flags.editingEnabled).toBe(false);
  });

  it("never enables the editor for staff (the back office's order handling)", () => {
    const staff = { identity: { ...ada, role: "staff" as const }, tokenHash: "s".repeat(64) };
    expect(new OperatorContext(staff, "edit").flags).toEqual({
      editingEnabled: false,
      editing: false,
      disableActions: true,
    });
  });

  it("is editing in edit mode and only enabled in preview", () => {
    expect(new OperatorContext(session, "edit").flags).toEqual({
      editingEnabled: true,
      editing: true,
      disableActions: false,
    });
    expect(new OperatorContext(session, "preview").flags).toEqual({
      editingEnabled: true,
      editing: false,
      disableActions: false,
    });
  });
});

describe("OperatorContext cookie changes", () => {
  it("changes no cookie when nothing happened", () => {
    const context = new OperatorContext(session, "edit");
    expect([context.issuedToken, context.cookieCleared, context.editModeChanged]).toEqual([null, false, false]);
  });

  it("clears the cookie of a lapsed session", () => {
    const context = new OperatorContext(null, "edit", true);
    expect(context.lapsed).toBe(true);
    expect(context.cookieCleared).toBe(true);
    expect(context.identity).toBeNull();
  });

  it("issues the new token and opens edit mode at sign-in", () => {
    const context = new OperatorContext(null, "preview", true);
    context.signIn(ada, { token: "t".repeat(43), tokenHash: "x".repeat(64) });
    expect(context).toMatchObject({
      identity: ada,
      issuedToken: "t".repeat(43),
      cookieCleared: false,
      editMode: "edit",
      editModeChanged: true,
    });
  });

  it("removes the session and the edit cookie at sign-out", () => {
    const context = new OperatorContext(session, "edit");
    context.signOut();
    expect(context).toMatchObject({ identity: null, tokenHash: null, cookieCleared: true, editMode: null });
    expect(context.editModeChanged).toBe(true);
    expect(context.flags.editingEnabled).toBe(false);
  });

  it("marks the edit cookie changed only when the mode changes", () => {
    const context = new OperatorContext(session, "edit");
    context.setEditMode("edit");
    expect(context.editModeChanged).toBe(false);
    context.setEditMode("preview");
    expect(context.editModeChanged).toBe(true);
  });
});

describe("isEditMode", () => {
  it("accepts the two modes and nothing else", () => {
    expect(["edit", "preview", "EDIT", "", undefined, "1"].map(isEditMode)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
