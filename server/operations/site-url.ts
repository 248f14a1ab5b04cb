import { localePrefix } from "../modules/payment/index.ts";
import type { RequestContext } from "../rpc/context.ts";

/**
 * An absolute address of the shop in the request's language, for links in mails
 * (newsletter, password reset): PUBLIC_URL, else this host on PORT (docs/configuration.md).
 */
export function siteUrl(ctx: RequestContext, path: string): string {
  const { config } = ctx.services;
  const origin = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return `${origin}${localePrefix(config, ctx.locale)}${path}`;
}
