/**
 * A browser without JavaScript for the no-JS form tests: it posts forms to the route actions
 * in process, one request at a time, keeping its session between requests (as the HTTP layer
 * loads it per request) and the notices it was given.
 */
import { RouterContextProvider } from "react-router";
import type { Locale } from "#common/constants.ts";
import { appContext, type Flash } from "#server/http/router-context.ts";
import { addresses } from "#server/modules/address/address.table.ts";
import type { SessionData } from "#server/modules/session/session.ts";
import type { OperatorContext } from "#server/modules/operator/operator-context.ts";
import type { Shop } from "./harness.ts";
import { addOrderCatalog, BERLIN, DHL_PAKET, PREPAYMENT } from "./order-fixture.ts";
import { sharedPageDecision } from "#server/http/shared-pages.ts";

const CSRF = "form-token";
/** The cart token of readyBuyer's session. */
export const TOKEN = "f".repeat(32);

/** A browser without JavaScript: its session between requests and the notices it was given. */
export class FormBrowser {
  flashes: Flash[] = [];
  session: SessionData;
  /** The operator logged in in this browser (the back office's forms), if any. */
  operator: OperatorContext | undefined;
  private readonly shop: Shop;
  private readonly locale: Locale;

  constructor(shop: Shop, session: SessionData, locale: Locale = "en") {
    this.shop = shop;
    this.session = session;
    this.locale = locale;
  }

  /** Calls an operation as one request of this browser (for the set-up). */
  async call(run: (caller: ReturnType<Shop["caller"]>) => Promise<unknown>): Promise<void> {
    const caller = this.shop.caller({ session: this.session, locale: this.locale, operator: this.operator });
    await run(caller);
    this.session = caller.context.session.data;
  }

  /** The router context of one request of this browser, with its in-process caller. */
  private requestContext() {
    const caller = this.shop.caller({ session: this.session, locale: this.locale, operator: this.operator });
    const context = new RouterContextProvider();
    context.set(appContext, {
      rpc: caller,
      locale: this.locale,
      timeZone: "Europe/Berlin",
      shopName: "Nordlicht Home & Tech",
      csrfToken: CSRF,
      nonce: "nonce",
      page: sharedPageDecision(false),
      requestId: "request",
      origin: "http://shop.test",
      documentRequest: true,
      verifyCsrf: (token) => token === CSRF,
      setFlash: (flash) => void this.flashes.push(flash),
      takeFlash: () => null,
      logError: () => {},
      logWarning: () => {},
    });
    return { caller, context };
  }

  /** Asks a route loader for a page; answers its Response (redirect) or data with status. */
  async load(
    loader: (context: RouterContextProvider, request: Request) => Promise<unknown>,
    path: string,
  ): Promise<{ status: number; location: string | null; body: unknown }> {
    const { caller, context } = this.requestContext();
    const answer = await loader(context, new Request(`http://shop.test${path}`)).catch((thrown: unknown) => thrown);
    this.session = caller.context.session.data;
    return answerOf(answer);
  }

  /** Posts a form to a route action; answers its Response (redirect) or data with status. */
  async post(
    action: (context: RouterContextProvider, request: Request) => Promise<unknown>,
    path: string,
    /** A list is a repeated field (check boxes of one name). */
    fields: Record<string, string | string[]>,
  ): Promise<{ status: number; location: string | null; body: unknown }> {
    const { caller, context } = this.requestContext();
    const form = new FormData();
    for (const [name, value] of Object.entries({ _csrf: CSRF, ...fields })) {
      for (const one of [value].flat()) form.append(name, one);
    }
    const answer = await action(context, new Request(`http://shop.test${path}`, { method: "POST", body: form }));
    this.session = caller.context.session.data;
    return answerOf(answer);
  }
}

/** A route's answer (a redirect Response, or data with its status) as the tests read it. */
function answerOf(answer: unknown): { status: number; location: string | null; body: unknown } {
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get("Location"), body: null };
  }
  const init = (answer as { init?: { status?: number } | null }).init;
  const body = (answer as { data?: unknown }).data ?? answer;
  return { status: init?.status ?? 200, location: null, body };
}

/** A visitor with one table in the cart and every checkout choice made but the terms. */
export async function readyBuyer(
  shop: () => Shop,
  paymentMethodId = PREPAYMENT,
  locale: Locale = "en",
): Promise<FormBrowser> {
  await addOrderCatalog(shop());
  const [row] = await shop()
    .db.insert(addresses)
    .values({ countryId: 1, sessionToken: TOKEN, ...BERLIN })
    .returning({ id: addresses.id });
  const browser = new FormBrowser(
    shop(),
    {
      cartToken: TOKEN,
      checkoutAddresses: { shipping: row!.id },
      checkout: {
        email: "erika@example.com",
        shippingCountryId: 1,
        shippingProfileId: DHL_PAKET,
        paymentMethodId,
      },
    },
    locale,
  );
  await browser.call((caller) => caller.doAddCartItem({ productId: 9101, quantity: 1 }));
  return browser;
}
