import { describe, expect, it } from "vitest";
import { csrfTokenFor, isWellFormedSessionId, newSessionId, Session } from "./session.ts";

const SECRET = "s".repeat(40);

describe("Session state", () => {
  it("is anonymous without user or guest mail", () => {
    expect(new Session(null, null).state).toBe("anonymous");
    expect(new Session(null, { referrerId: "x", wishlistIds: [1] }).state).toBe("anonymous");
  });

  it("is guest with a guest mail and authorized with a user id, which wins", () => {
    expect(new Session(null, { guestEmail: "g@example.com" }).state).toBe("guest");
    expect(new Session(null, { userId: 4 }).state).toBe("authorized");
    expect(new Session(null, { userId: 4, guestEmail: "g@example.com" }).state).toBe("authorized");
  });
});

describe("Session changes", () => {
  it("starts clean, with a new well-formed id when none is given", () => {
    const session = new Session(null, null);
    expect(isWellFormedSessionId(session.id)).toBe(true);
    expect(session.existed).toBe(false);
    expect(session.dirty).toBe(false);
    expect(session.data).toEqual({});
  });

  it("keeps a known id and marks it as existing only with stored data", () => {
    const id = newSessionId();
    expect(new Session(id, { userId: 1 })).toMatchObject({ id, existed: true });
    expect(new Session(id, null)).toMatchObject({ id, existed: false });
  });

  it("merges an update and removes keys set to undefined", () => {
    const session = new Session(null, { userId: 3, referrerId: "r" });
    session.update({ guestEmail: "g@example.com", userId: undefined });
    expect(session.data).toEqual({ referrerId: "r", guestEmail: "g@example.com" });
    expect("userId" in session.data).toBe(false);
    expect(session.dirty).toBe(true);
  });

  it("clearUser removes user, guest mail, checkout addresses, wishlist and file claim, keeps the referrer and regenerates", () => {
    const id = newSessionId();
    const session = new Session(id, {
      userId: 9,
      guestEmail: "g@example.com",
      referrerId: "partner",
      checkoutAddresses: { billing: 1, shipping: 2 },
      wishlistIds: [3, 4],
      propertyFileOwner: "0123456789abcdef0123456789abcdef",
    });
    session.clearUser();
    expect(session.data).toEqual({ referrerId: "partner" });
    expect(session.state).toBe("anonymous");
    expect(session.id).not.toBe(id);
    expect(isWellFormedSessionId(session.id)).toBe(true);
    expect(session.obsoleteIds).toEqual([id]);
    expect(session.dirty).toBe(true);
  });

  it("regenerate drops the old id only when it was stored or is about to be", () => {
    const fresh = new Session(null, null);
    const first = fresh.id;
    fresh.regenerate();
    expect(fresh.obsoleteIds).toEqual([]);
    expect(fresh.id).not.toBe(first);

    const stored = new Session(newSessionId(), { userId: 1 });
    const before = stored.id;
    stored.regenerate();
    stored.regenerate();
    expect(stored.obsoleteIds).toHaveLength(2);
    expect(stored.obsoleteIds[0]).toBe(before);
  });

  it("setCheckoutAddress keeps the other address", () => {
    const session = new Session(null, null);
    session.setCheckoutAddress(1, 10);
    session.setCheckoutAddress(2, 20);
    session.setCheckoutAddress(1, 11);
    expect(session.data.checkoutAddresses).toEqual({ billing: 11, shipping: 20 });
  });
});

describe("CSRF token", () => {
  it("is derived from session id and secret", () => {
    const session = new Session(newSessionId(), null);
    const token = session.csrfToken(SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).toBe(csrfTokenFor(session.id, SECRET));
    expect(token).not.toBe(session.csrfToken("t".repeat(40)));
    expect(token).not.toBe(new Session(newSessionId(), null).csrfToken(SECRET));
  });

  it("verifies the right token and rejects others", () => {
    const session = new Session(newSessionId(), null);
    const token = session.csrfToken(SECRET);
    expect(session.verifyCsrf(token, SECRET)).toBe(true);
    expect(session.verifyCsrf(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, SECRET)).toBe(false);
    expect(session.verifyCsrf(token.slice(0, -1), SECRET)).toBe(false);
    expect(session.verifyCsrf(`${token}x`, SECRET)).toBe(false);
    expect(session.verifyCsrf(token, "t".repeat(40))).toBe(false);
    expect(session.verifyCsrf(new Session(newSessionId(), null).csrfToken(SECRET), SECRET)).toBe(false);
  });

  it("rejects empty and missing tokens, and multibyte look-alikes of the right length", () => {
    const session = new Session(newSessionId(), null);
    expect(session.verifyCsrf("", SECRET)).toBe(false);
    expect(session.verifyCsrf(undefined, SECRET)).toBe(false);
    expect(session.verifyCsrf(null, SECRET)).toBe(false);
    expect(session.verifyCsrf("é".repeat(43), SECRET)).toBe(false);
    expect(() => session.verifyCsrf("é".repeat(22), SECRET)).not.toThrow();
  });

  it("changes when the session is regenerated", () => {
    const session = new Session(newSessionId(), { userId: 1 });
    const before = session.csrfToken(SECRET);
    session.regenerate();
    expect(session.verifyCsrf(before, SECRET)).toBe(false);
  });
});

describe("session ids", () => {
  it("are 32 random bytes in base64url, and only such strings are accepted from cookies", () => {
    const ids = new Set(Array.from({ length: 50 }, newSessionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isWellFormedSessionId(id)).toBe(true);
    expect(isWellFormedSessionId(undefined)).toBe(false);
    expect(isWellFormedSessionId("")).toBe(false);
    expect(isWellFormedSessionId("a".repeat(42))).toBe(false);
    expect(isWellFormedSessionId("a".repeat(44))).toBe(false);
    expect(isWellFormedSessionId(`${"a".repeat(42)}=`)).toBe(false);
    expect(isWellFormedSessionId(`${"a".repeat(42)}/`)).toBe(false);
  });
});
