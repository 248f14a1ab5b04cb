/**
 * The shop's service worker (docs/pwa.md; storefront spec §9: `/sw.js`, scope `/`), generated
 * with Workbox's generateSW after every client build (react-router.config.ts `buildEnd`):
 *
 * - precaches the app shell of this build: the entry and root modules with their imports and
 *   CSS, the core and offline texts of both languages; the offline pages `/offline` and
 *   `/en/offline`, fetched without cookies at install (sw-offline.js);
 * - hashed build assets: cache first (they never change under a name); product images and
 *   fonts: from the cache, refreshed in the background;
 * - pages: network first (no timeout), falling back to the cached page, else to the offline page of the
 *   address's language; only pages a shopper browses (never the API, cart, checkout, account,
 *   login, orders, offers, the back office or the editor), and of those only shared ones (public
 *   Cache-Control: nobody's data);
 * - a new worker takes over at once (skipWaiting, clientsClaim); the page loads its next
 *   address from the server then (pwa-runtime.ts), never in the middle of a form.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { generateSW } from "workbox-build";

/** The installed app's icons (docs/pwa.md): the shop's logo as PNG, plain and maskable. */
export const PWA_ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
] as const;

/**
 * Renders the icons from the shop's logo (public/favicon.svg) into build/client/icons. A
 * maskable icon keeps the logo inside the safe zone (the inner 80 %) on a white square, as the
 * launchers cut it to their own shapes.
 */
export async function buildPwaIcons(buildDirectory: string, logo: string): Promise<void> {
  const svg = await readFile(logo);
  const target = path.join(buildDirectory, "client", "icons");
  await mkdir(target, { recursive: true });
  for (const icon of PWA_ICONS) {
    const inner = icon.maskable ? Math.round(icon.size * 0.6) : icon.size;
    const image = await sharp(svg, { density: 384 })
      .resize(inner, inner, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: icon.maskable ? 1 : 0 } })
      .png()
      .toBuffer();
    const pad = Math.round((icon.size - inner) / 2);
    await sharp(image)
      .extend({
        top: pad,
        bottom: icon.size - inner - pad,
        left: pad,
        right: icon.size - inner - pad,
        background: "#ffffff",
      })
      .png()
      .toFile(path.join(target, icon.file));
  }
}

type AssetsManifest = {
  version: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] } | undefined>;
};

/** Paths whose pages are personal or change state: the worker never caches them. */
export const NEVER_CACHED_PREFIXES = [
  "/api/",
  "/cart",
  "/checkout",
  "/readonly-checkout",
  "/my-account",
  "/login",
  "/logout",
  "/register",
  "/guest",
  "/reset-password",
  "/set-new-password",
  "/confirm-email-change",
  "/confirmation",
  "/offer/",
  "/mollie-payment",
  "/sandbox-payment",
  "/wishlist",
  "/admin",
  "/editor",
  "/newsletter",
  "/withdrawal",
  "/contact",
  "/dev/",
] as const;

type PageRequest = { url: URL; request: { mode: string }; sameOrigin: boolean };

/**
 * Which requests the worker keeps as pages: navigations of the shop's own pages outside the
 * list above, in any language. Built as source (Workbox copies a function into the worker as
 * its text, so it may not close over anything).
 */
export function cachedPagePattern(): (context: PageRequest) => boolean {
  return new Function(
    "context",
    `const path = context.url.pathname.replace(/^\\/(de|en)(?=\\/|$)/, "") || "/";
     return context.request.mode === "navigate" && context.sameOrigin &&
       !${JSON.stringify(NEVER_CACHED_PREFIXES)}.some((prefix) => path === prefix.replace(/\\/$/, "") || path.startsWith(prefix));`,
  ) as (context: PageRequest) => boolean;
}

export async function buildServiceWorker(buildDirectory: string): Promise<{ count: number; size: number }> {
  const clientDirectory = path.join(buildDirectory, "client");
  const server = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(buildDirectory, "server", "index.js")).href
  )) as {
    assets: AssetsManifest;
  };
  const { assets } = server;
  // The root, and the offline page's layout and route: that page must run without the network.
  const shell = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const id of ["root", "layouts/default", "offline", "en:offline"]) {
    const route = assets.routes[id];
    if (!route) throw new Error(`The build has no route ${id}: the service worker's shell would be incomplete.`);
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) shell.add(file);
  }
  const files = await readdir(path.join(clientDirectory, "assets"));
  // The core and offline texts of both languages (common/i18n/parts) and the shop's stylesheet.
  for (const file of files)
    if (/^(de|en)-(core|offline)-.*\.js$|^app-.*\.css$/.test(file)) shell.add(`/assets/${file}`);
  const globPatterns = [...shell].filter(Boolean).map((file) => file.replace(/^\//, ""));
  const { count, size } = await generateSW({
    swDest: path.join(clientDirectory, "sw.js"),
    globDirectory: clientDirectory,
    globPatterns,
    // The hash is in the names: the precache needs no query to bust them.
    dontCacheBustURLsMatching: /^assets\//,
    // The offline pages are fetched without cookies by sw-offline.js (below), not precached:
    // the precache would send the visitor's session cookie, and its copy could hold their data.
    importScripts: [`/sw-offline.js?v=${assets.version}`],
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: "assets", expiration: { maxEntries: 300, maxAgeSeconds: 365 * 86_400 } },
      },
      {
        // An image may be replaced under its name: shown from the cache, refreshed behind it.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(media|fonts)\//.test(url.pathname),
        handler: "StaleWhileRevalidate",
        options: { cacheName: "images", expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86_400 } },
      },
      {
        urlPattern: cachedPagePattern(),
        handler: "NetworkFirst",
        options: {
          // No timeout: a slow answer is still the page as it is now; the cache only when the network fails.
          cacheName: "pages",
          expiration: { maxEntries: 60, maxAgeSeconds: 7 * 86_400 },
          plugins: [
            {
              // Only what every visitor gets: a shared page (public Cache-Control, ADR 023) holds
              // nobody's data; a logged-in customer's page (private) is never kept.
              cacheWillUpdate: async ({ response }: { response: Response }) =>
                response.ok && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "") ? response : null,
              // Neither the network nor the cache has the page: the offline notice in its language.
              handlerDidError: async ({ request }: { request: Request }) => {
                const english = /^\/en(\/|$)/.test(new URL(request.url).pathname);
                const offline = await caches.open("offline");
                return (await offline.match(english ? "/en/offline" : "/offline")) ?? undefined;
              },
            },
          ],
        },
      },
    ],
  });
  await writeFile(path.join(clientDirectory, "sw-offline.js"), OFFLINE_PAGES_SCRIPT);
  return { count, size };
}

/**
 * Part of the worker (importScripts): at install, the offline pages of both languages, fetched
 * without the visitor's cookies, so the kept copy is the anonymous page (no session, no token).
 */
const OFFLINE_PAGES_SCRIPT = `self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open("offline").then((cache) =>
      Promise.all(
        ["/offline", "/en/offline"].map((url) =>
          fetch(url, { credentials: "omit", cache: "no-store" }).then((response) => {
            if (!response.ok) throw new Error(url + " answered " + response.status);
            return cache.put(url, response);
          }),
        ),
      ),
    ),
  );
});
`;
