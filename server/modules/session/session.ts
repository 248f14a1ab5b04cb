import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ADDRESS_TYPE } from "#common/constants.ts";
import { applySessionChanges, type SessionChange } from "./session-changes.ts";

export type SessionData = {
  userId?: number;
  /** The customer's session version at login (customers.session_version; absent = 0). */
  userSessionVersion?: number;
  guestEmail?: string;
  referrerId?: string;
  checkoutAddresses?: { billing?: number; shipping?: number };
  wishlistIds?: number[];
  flash?: Flash;
  /** Marks the order property files this session uploaded as its own (property-file module). */
  propertyFileOwner?: string;
  /** The visitor's cart (cart module); the session id changes at login, this token does not. */
  cartToken?: string;
  /** The checkout's choices so far (checkout module); cleared at logout and after an order. */
  checkout?: CheckoutChoices;
  /** Orders module: what this session may see of orders (docs/orders.md). */
  orders?: SessionOrders;
};

export type SessionOrders = {
  /** The last order placed here: a retried placement after the cart was emptied answers it again. */
  lastPlaced?: { orderId: number; placedAt: number };
  /** Orders this session placed or passed the soft login for: shown in full (newest last, bounded). */
  verified?: number[];
};

/**
 * What the shopper chose in the checkout. The cart prices shipping and VAT from
 * shippingCountryId and shippingProfileId; the order step reads the rest.
 */
export type CheckoutChoices = {
  /** Contact email of a visitor or guest (a customer's is the account's unless changed). */
  email?: string;
  /** Delivery country: the shipping address's country, else the one chosen in the cart. */
  shippingCountryId?: number;
  shippingProfileId?: number;
  /** Payment method id (payment module, `listPaymentMethods`). */
  paymentMethodId?: number;
  additionalInformation?: {
    orderContactWish?: string;
    orderCustomerSign?: string;
    shippingPrivacyHintAccepted?: boolean;
  };
  /** DHL preferred delivery choices; the shape belongs to the preferred-delivery module. */
  preferredDelivery?: Record<string, unknown>;
};

/** A notice for the next page; key is a message catalogue key. */
export type Flash = { type: "positive" | "negative" | "neutral"; key: string };

export type CustomerState = "anonymous" | "guest" | "authorized";

/**
 * One visitor's server-side session for one request. The id lives in an HttpOnly
 * cookie; the CSRF token is derived from it (HMAC), so anonymous visitors get a token
 * without a stored row. The request records its changes (session-changes.ts); after the
 * request the store applies them to the stored session, so parallel requests of one
 * visitor keep each other's changes.
 */
export class Session {
  id: string;
  data: SessionData;
  /** The id came from a cookie that the store knew. */
  readonly existed: boolean;
  /** What this request changed, in order (written once, after the request). */
  readonly changes: SessionChange<SessionData>[] = [];
  /** The id is new in this request (regenerated): the store starts it from `data`. */
  regenerated = false;
  /** Ids to delete from the store (after a regeneration). */
  readonly obsoleteIds: string[] = [];

  constructor(id: string | null, data: SessionData | null) {
    this.existed = id !== null && data !== null;
    this.id = id ?? newSessionId();
    this.data = data ?? {};
  }

  get dirty(): boolean {
    return this.changes.length > 0;
  }

  get state(): CustomerState {
    if (this.data.userId) return "authorized";
    if (this.data.guestEmail) return "guest";
    return "anonymous";
  }

  private record(change: SessionChange<SessionData>): void {
    this.changes.push(change);
    this.data = applySessionChanges(this.data, [change]);
  }

  /** Top-level keys; `undefined` removes one. */
  update(patch: Partial<SessionData>): void {
    for (const [key, value] of Object.entries(patch)) this.record({ kind: "set", path: [key], value });
  }

  /** Checkout choices, each on its own (a parallel request choosing another keeps its choice). */
  updateCheckout(patch: Partial<CheckoutChoices>): void {
    for (const [key, value] of Object.entries(patch)) this.record({ kind: "set", path: ["checkout", key], value });
  }

  /** One number into (or out of) a list such as the wishlist, whatever parallel requests add. */
  addToList(key: "wishlistIds", value: number): void {
    this.record({ kind: "add", path: [key], value });
  }

  removeFromList(key: "wishlistIds", value: number): void {
    this.record({ kind: "remove", path: [key], value });
  }

  /** New id for the same visitor: on login and logout, against session fixation. */
  regenerate(): void {
    if (this.existed || this.dirty) this.obsoleteIds.push(this.id);
    this.id = newSessionId();
    this.regenerated = true;
    // The new id starts from this request's copy; changes after this point follow it.
    this.changes.length = 0;
    this.record({ kind: "replace", data: this.data });
  }

  /**
   * Logout clears the user, the chosen checkout addresses, the wishlist ids, the claim
   * on uploaded files (the next person at a shared computer must not attach them) and the
   * session's cart (a customer's cart stays with the customer).
   */
  clearUser(): void {
    this.update({
      userId: undefined,
      userSessionVersion: undefined,
      guestEmail: undefined,
      checkoutAddresses: undefined,
      wishlistIds: undefined,
      propertyFileOwner: undefined,
      cartToken: undefined,
      checkout: undefined,
    });
    this.regenerate();
  }

  /** The chosen billing or shipping address; `undefined` forgets the choice. */
  setCheckoutAddress(typeId: number, addressId: number | undefined): void {
    const key = typeId === ADDRESS_TYPE.billing ? "billing" : "shipping";
    this.record({ kind: "set", path: ["checkoutAddresses", key], value: addressId });
  }

  takeFlash(): Flash | null {
    const flash = this.data.flash ?? null;
    if (flash) this.update({ flash: undefined });
    return flash;
  }

  csrfToken(secret: string): string {
    return csrfTokenFor(this.id, secret);
  }

  verifyCsrf(candidate: string | null | undefined, secret: string): boolean {
    if (!candidate) return false;
    const expected = Buffer.from(this.csrfToken(secret));
    const actual = Buffer.from(candidate);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export function isWellFormedSessionId(value: string | undefined): value is string {
  return typeof value === "string" && SESSION_ID_PATTERN.test(value);
}

export function csrfTokenFor(sessionId: string, secret: string): string {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}
