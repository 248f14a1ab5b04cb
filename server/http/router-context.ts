import { createContext, type RouterContext } from "react-router";
import type { Locale } from "#common/constants.ts";
import type { ShopCaller } from "../operations/registry.ts";
import type { Flash } from "../modules/session/index.ts";
import type { SharedPageDecision } from "./shared-pages.ts";

export type { Flash };

/** What a React Router loader or action gets from the HTTP layer. */
export type AppLoadContext = {
  rpc: ShopCaller;
  locale: Locale;
  /** SHOP_TIME_ZONE: the page formats dates in it, on the server and in the browser. */
  timeZone: string;
  /** The shop's name of its identity settings (docs/shop-settings.md): header, footer, titles, JSON-LD. */
  shopName: string;
  csrfToken: string;
  /** The CSP nonce of this answer; a shared page has none (its scripts are named by hash). */
  nonce: string;
  /** Whether this page is shared by many visitors, and what it shows (docs/page-cache.md). */
  page: SharedPageDecision;
  requestId: string;
  /** The shop's public origin (PUBLIC_URL, else this request's), for absolute links. */
  origin: string;
  /**
   * A document, not React Router's `.data` of a client-side navigation or revalidation: data
   * only the HTML needs (JSON-LD, app/lib/json-ld.server.ts) stays out of its hydration data.
   */
  documentRequest: boolean;
  /** Form actions check the token of their hidden _csrf field with this. */
  verifyCsrf: (token: FormDataEntryValue | null) => boolean;
  /** A one-time notice shown on the next page (survives a redirect, works without JS). */
  setFlash: (flash: Flash) => void;
  takeFlash: () => Flash | null;
  logError: (error: unknown) => void;
  /** One line at warning level: a refusal worth seeing in the log, without a stack trace. */
  logWarning: (message: string, fields: Record<string, unknown>) => void;
};

/**
 * The SSR build keeps #server imports external (vite.config.ts), so this key is the same
 * object in the server process and in the route modules.
 */
export const appContext: RouterContext<AppLoadContext> = createContext<AppLoadContext>();
