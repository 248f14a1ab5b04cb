import { consentSetupOf } from "./consent.ts";
import {
  changePasswordInput,
  emptyInput,
  guestLoginInput,
  loginInput,
  registerInput,
  setCheckoutAddressInput,
} from "#common/schemas/auth.ts";
import { getCategoryTree } from "../modules/catalog/index.ts";
import {
  authenticateCustomer,
  changeCustomerPassword,
  findCustomerById,
  normalizeEmail,
  registerCustomer,
} from "../modules/customer/index.ts";
import type { CustomerState } from "../modules/session/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { adoptGuestWishlist } from "../workflows/adopt-guest-wishlist.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { adoptGuestCart } from "./cart.ts";
import { currentCart } from "./cart-current.ts";
import { addressOwnerOf, adoptGuestAddresses } from "./address.ts";
import { useOwnedAddressAs } from "../modules/address/index.ts";
import { ADDRESS_TYPE } from "#common/constants.ts";

export type SessionUser = {
  id: number | null;
  email: string | null;
  guestMail: string | null;
  firstName: string;
  lastName: string;
  showNetPrices: boolean;
};

export type SessionView = {
  state: CustomerState;
  user: SessionUser | null;
  basket: { itemWishListIds: number[] };
  checkoutAddresses: { billing: number | null; shipping: number | null };
};

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_LIMIT_PER_ACCOUNT = 10;
const LOGIN_LIMIT_PER_IP = 30;
const REGISTER_WINDOW_MS = 60 * 60 * 1000;
const REGISTER_LIMIT_PER_IP = 10;

export async function sessionView(ctx: RequestContext): Promise<SessionView> {
  const { session } = ctx;
  let user: SessionUser | null = null;
  if (session.data.userId) {
    const customer = await findCustomerById(ctx.services.db, session.data.userId);
    if (!customer || customer.blocked) {
      // The account was removed or blocked since login: the session no longer holds a user.
      session.clearUser();
    } else {
      user = {
        id: customer.id,
        email: customer.email,
        guestMail: null,
        firstName: customer.firstName,
        lastName: customer.lastName,
        showNetPrices: customer.showNetPrices,
      };
    }
  } else if (session.data.guestEmail) {
    user = {
      id: null,
      email: null,
      guestMail: session.data.guestEmail,
      firstName: "",
      lastName: "",
      showNetPrices: false,
    };
  }
  return {
    state: session.state,
    user,
    basket: { itemWishListIds: session.data.wishlistIds ?? [] },
    checkoutAddresses: {
      billing: session.data.checkoutAddresses?.billing ?? null,
      shipping: session.data.checkoutAddresses?.shipping ?? null,
    },
  };
}

export const getSession = defineOperation({
  name: "getSession",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => sessionView(ctx),
});

/**
 * What a shared page leaves out (docs/page-cache.md): the visitor's session, cart and waiting
 * notice, asked for once after the page is shown. A mutation because it takes the notice;
 * a visitor without a session gets the empty view and no cookie.
 */
export const getViewer = defineOperation({
  name: "getViewer",
  kind: "mutation",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const [session, cart] = await Promise.all([sessionView(ctx), currentCart(ctx)]);
    return { session, cart, flash: ctx.session.data.flash ? ctx.session.takeFlash() : null };
  },
});

export const getInit = defineOperation({
  name: "getInit",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const session = await sessionView(ctx);
    const categories = await getCategoryTree(ctx.services.db, ctx.locale, {
      includeCustomerOnly: session.state === "authorized",
    });
    return { session, categories, consent: consentSetupOf(ctx.services.config) };
  },
});

export const doLogin = defineOperation({
  name: "doLogin",
  kind: "mutation",
  access: "anonymous",
  input: loginInput,
  handler: async (input, ctx) => {
    const accountKey = `login:account:${normalizeEmail(input.email)}`;
    await enforceRateLimit(ctx, `login:ip:${ctx.ip}`, LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_MS);
    await enforceRateLimit(ctx, accountKey, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_MS);
    const customer = await authenticateCustomer(ctx.services.db, input.email, input.password);
    await ctx.services.rateLimiter.reset(accountKey);
    ctx.session.update({ userId: customer.id, userSessionVersion: customer.sessionVersion, guestEmail: undefined });
    ctx.session.regenerate();
    await adoptGuestWishlist(ctx, customer.id);
    await adoptGuestAddresses(ctx, customer.id);
    await adoptGuestCart(ctx, customer.id);
    ctx.log.info("customer logged in", { customerId: customer.id });
    return sessionView(ctx);
  },
});

export const doLoginAsGuest = defineOperation({
  name: "doLoginAsGuest",
  kind: "mutation",
  access: "anonymous",
  input: guestLoginInput,
  handler: async (input, ctx) => {
    if (ctx.session.state === "authorized") throw new AppError("not_allowed", "forbidden");
    await enforceRateLimit(ctx, `guest:ip:${ctx.ip}`, LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_MS);
    ctx.session.update({ guestEmail: input.email });
    ctx.session.regenerate();
    return sessionView(ctx);
  },
});

export const doLogoutUser = defineOperation({
  name: "doLogoutUser",
  kind: "mutation",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    ctx.session.clearUser();
    return sessionView(ctx);
  },
});

export const doRegisterUser = defineOperation({
  name: "doRegisterUser",
  kind: "mutation",
  access: "anonymous",
  input: registerInput,
  handler: async (input, ctx) => {
    if (ctx.session.state === "authorized") throw new AppError("not_allowed", "forbidden");
    await enforceRateLimit(ctx, `register:ip:${ctx.ip}`, REGISTER_LIMIT_PER_IP, REGISTER_WINDOW_MS);
    const customer = await registerCustomer(ctx.services.db, input);
    ctx.session.update({ userId: customer.id, userSessionVersion: customer.sessionVersion, guestEmail: undefined });
    ctx.session.regenerate();
    await adoptGuestWishlist(ctx, customer.id);
    await adoptGuestAddresses(ctx, customer.id);
    await adoptGuestCart(ctx, customer.id);
    ctx.log.info("customer registered", { customerId: customer.id });
    return sessionView(ctx);
  },
});

export const doChangeUserPassword = defineOperation({
  name: "doChangeUserPassword",
  kind: "mutation",
  access: "customer",
  input: changePasswordInput,
  handler: async (input, ctx) => {
    const customerId = ctx.session.data.userId as number;
    await enforceRateLimit(ctx, `password:account:${customerId}`, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_MS);
    // The customer's other sessions end; this one carries on under the new version.
    const sessionVersion = await changeCustomerPassword(ctx.services.db, customerId, input.oldPassword, input.password);
    ctx.session.update({ userSessionVersion: sessionVersion });
    ctx.session.regenerate();
    return true;
  },
});

/**
 * Which saved address the checkout uses for a kind. The address must be the visitor's own
 * (someone else's id answers addressNotFound and changes nothing); choosing it makes it one of
 * that kind's addresses, and a shipping address sets the delivery country the cart is priced for.
 */
export const setCheckoutAddress = defineOperation({
  name: "setCheckoutAddress",
  kind: "mutation",
  access: "anonymous",
  input: setCheckoutAddressInput,
  handler: async (input, ctx) => {
    const owner = addressOwnerOf(ctx, false);
    const row = owner ? await useOwnedAddressAs(ctx.services.db, owner, input.addressId, input.typeId) : undefined;
    if (!row) throw new AppError("not_found", "addressNotFound");
    ctx.session.setCheckoutAddress(input.typeId, input.addressId);
    if (input.typeId === ADDRESS_TYPE.shipping) {
      ctx.session.updateCheckout({ shippingCountryId: row.countryId });
    }
    return (await sessionView(ctx)).checkoutAddresses;
  },
});
