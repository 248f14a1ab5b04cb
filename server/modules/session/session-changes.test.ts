import { describe, expect, it } from "vitest";
import { applySessionChanges, type SessionChange } from "./session-changes.ts";
import type { SessionData } from "./session.ts";

describe("applySessionChanges", () => {
  it("sets and removes top-level keys and keys inside an object, creating the object on the way", () => {
    const changes: SessionChange<SessionData>[] = [
      { kind: "set", path: ["referrerId"], value: "r1" },
      { kind: "set", path: ["checkout", "email"], value: "a@example.com" },
      { kind: "set", path: ["checkout", "paymentMethodId"], value: 6000 },
      { kind: "set", path: ["userId"], value: undefined },
      { kind: "set", path: ["checkoutAddresses", "billing"], value: undefined },
    ];
    expect(applySessionChanges<SessionData>({ userId: 3, checkout: { shippingProfileId: 2 } }, changes)).toEqual({
      referrerId: "r1",
      checkout: { shippingProfileId: 2, email: "a@example.com", paymentMethodId: 6000 },
    });
  });

  it("keeps what another request changed: two requests' changes applied one after the other both hold", () => {
    const first: SessionChange<SessionData>[] = [{ kind: "set", path: ["checkout", "email"], value: "a@example.com" }];
    const second: SessionChange<SessionData>[] = [{ kind: "set", path: ["checkout", "paymentMethodId"], value: 6000 }];
    const stored = applySessionChanges<SessionData>(applySessionChanges<SessionData>({}, first), second);
    expect(stored.checkout).toEqual({ email: "a@example.com", paymentMethodId: 6000 });
  });

  it("adds to and removes from a list without duplicates, bounded to the newest entries", () => {
    const added = applySessionChanges<SessionData>({ wishlistIds: [1, 2] }, [
      { kind: "add", path: ["wishlistIds"], value: 3 },
      { kind: "add", path: ["wishlistIds"], value: 1 },
      { kind: "remove", path: ["wishlistIds"], value: 2 },
    ]);
    expect(added.wishlistIds).toEqual([3, 1]);
    const bounded = applySessionChanges<SessionData>({ wishlistIds: [1, 2, 3] }, [
      { kind: "add", path: ["wishlistIds"], value: 4, keepLast: 3 },
    ]);
    expect(bounded.wishlistIds).toEqual([2, 3, 4]);
    expect(
      applySessionChanges<SessionData>({}, [{ kind: "remove", path: ["wishlistIds"], value: 1 }]).wishlistIds,
    ).toEqual([]);
  });

  it("replaces the whole session, and later changes apply to the replacement", () => {
    const next = applySessionChanges<SessionData>({ userId: 1, wishlistIds: [5] }, [
      { kind: "replace", data: { guestEmail: "g@example.com" } },
      { kind: "add", path: ["wishlistIds"], value: 7 },
    ]);
    expect(next).toEqual({ guestEmail: "g@example.com", wishlistIds: [7] });
  });

  it("leaves its input and the values it was given untouched", () => {
    const data = { checkout: { email: "a@example.com" } };
    const value = { preferredDay: "2026-12-01" };
    const next = applySessionChanges<SessionData>(data, [
      { kind: "set", path: ["checkout", "preferredDelivery"], value },
    ]);
    value.preferredDay = "changed";
    expect(data).toEqual({ checkout: { email: "a@example.com" } });
    expect(next.checkout?.preferredDelivery).toEqual({ preferredDay: "2026-12-01" });
  });
});
