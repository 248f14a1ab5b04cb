import { getAppContext } from "~/lib/context.server.ts";
import type { Route } from "./+types/robots-txt";

/**
 * Transactional pages and the API are not crawled, in every locale form. Login,
 * registration and the account are left crawlable on purpose: they say noindex in their
 * robots meta, which a crawler only reads on a page it may fetch (a disallowed page that
 * is linked from every page can still be indexed by its address alone).
 */
const PRIVATE_PATHS = ["/api/", "/checkout", "/cart", "/wishlist", "/search"];

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = getAppContext(context);
  const disallow = PRIVATE_PATHS.flatMap((path) =>
    path.startsWith("/api/") ? [path] : [path, `/de${path}`, `/en${path}`],
  ).map((path) => `Disallow: ${path}`);
  const body = ["User-agent: *", ...disallow, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
