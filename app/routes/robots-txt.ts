import { getAppContext } from "~/lib/context.server.ts";
import type { Route } from "./+types/robots-txt";

/** Pages that are personal or transactional stay out of search engines in every locale form. */
const PRIVATE_PATHS = [
  "/api/",
  "/my-account",
  "/checkout",
  "/cart",
  "/login",
  "/register",
  "/guest/login",
  "/wishlist",
  "/search",
];

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
