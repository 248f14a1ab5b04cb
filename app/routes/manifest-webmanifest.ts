import { translatorFor } from "#common/i18n/translator.ts";
import { designHead } from "~/features/layout/design-theme.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import type { Route } from "./+types/manifest-webmanifest";

/**
 * GET /manifest.webmanifest (storefront spec §9, editor spec §7; docs/pwa.md): the installable
 * web app in the address's language (`/en/manifest.webmanifest` starts at `/en`), its icons
 * rendered from the shop's logo at build time, the design's primary colour.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const t = translatorFor(app.locale);
  const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
  const design = await app.rpc.getDesignSettings();
  const name = app.shopName;
  const manifest = {
    id: "/",
    name,
    short_name: name.length > 12 ? (name.split(/\s+/)[0] ?? name) : name,
    description: t("meta.tagline"),
    lang: app.locale,
    start_url: withPrefix(prefix, "/"),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: designHead(design).themeColor,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
