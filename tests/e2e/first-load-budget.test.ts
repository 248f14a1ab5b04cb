/**
 * The first-load JavaScript budget of the shopper pages (scripts/first-load-budget.json,
 * docs/benchmarks.md), on the build the e2e harness started the shop from. It lives in the
 * e2e run because measuring needs a build, which this run makes anyway.
 */
import path from "node:path";
import { readBudget } from "../../scripts/bundle-size.ts";
import {
  firstLoadFiles,
  measureFirstLoad,
  PAGE_TYPES,
  readPageChunks,
  readRouteManifest,
} from "../../scripts/first-load-js.ts";
import { baseUrl } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const buildDir = path.resolve(import.meta.dirname, "..", "..", "build");
const UPDATE = "if the growth is wanted, run `npm run size -- --update-budget` and say why in the commit";

test("every shopper page's first-load JavaScript stays within its budget", () => {
  const budget = readBudget().gzipBytes;
  for (const page of measureFirstLoad(buildDir)) {
    if ("missing" in page) {
      // A budget for a page that is gone means the page type's address changed.
      expect(budget[page.type], `${page.type} (${page.path}) has a budget but no page in the build`).toBeUndefined();
      continue;
    }
    const limit = budget[page.type];
    expect(limit, `${page.type} has no first-load budget: ${UPDATE}`).toBeDefined();
    expect(page.gzipBytes, `${page.type} first-load JS (gzip) is over its budget: ${UPDATE}`).toBeLessThanOrEqual(
      limit ?? 0,
    );
  }
});

test("the counted files are exactly the modules the server tells the browser to load", async () => {
  const manifest = readRouteManifest(buildDir);
  // Category and product pages add their lazy page chunk (app/routes/catch-all-views.ts).
  const pageChunks = readPageChunks(buildDir);
  const pages = Object.entries(PAGE_TYPES) as [keyof typeof PAGE_TYPES, string][];
  let compared = 0;
  for (const [type, pathname] of pages) {
    const counted = firstLoadFiles(manifest, type, pathname, pageChunks);
    if (!counted) continue;
    const html = await (await fetch(`${baseUrl}${pathname}`)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    expect([...new Set(preloaded)].sort(), `${type} (${pathname})`).toEqual(counted.files);
    // What the first paint needs comes first: the stylesheet ahead of the scripts, which load
    // at low priority (app/lib/script-preload-priority.server.ts, ADR 027).
    const head = html.slice(0, html.indexOf("</head>"));
    expect(
      head.match(/<link rel="modulepreload"(?! fetchpriority="low")/),
      `${type}: a preload at high priority`,
    ).toBeNull();
    expect(head.indexOf('rel="stylesheet"'), `${type}: the stylesheet`).toBeGreaterThan(0);
    expect(head.indexOf('rel="stylesheet"'), `${type}: the stylesheet before the scripts`).toBeLessThan(
      head.indexOf('rel="modulepreload"'),
    );
    compared++;
  }
  expect(compared).toBeGreaterThanOrEqual(5);
});
