/**
 * npm run bench: load test on loopback, bounded in time, against
 *   - a bare SSR baseline (Hono + react-dom/server, one trivial page, no database),
 *   - the shop (built, fresh PGlite with the demo catalog): home page, category tree API, a
 *     category page, the same category filtered and sorted, a product page and a search.
 * A target that answers 404 (a page not built yet, e.g. search) is skipped with a line
 * saying so, instead of measuring the error page.
 * Prints req/s, p50 and p99 latency, the server process's CPU time per request (from
 * /proc, over the measured seconds) and each target's req/s relative to the baseline,
 * writes them to bench-results/bench-<date>.json, and fails on any error or non-2xx.
 *
 * The pages are asked for as a first visitor's browser does (no cookie, `Accept-Encoding` as
 * Chromium sends it): shared pages, from the shop's page cache after the first request, in
 * brotli (docs/page-cache.md). Home, category and product are asked once more without an
 * encoding ("(no encoding)" rows, as every target was asked until 2026-11-27): the raw bytes,
 * for comparison with earlier runs. The baseline is asked as before: its page is under the
 * size anything is compressed at, and it compresses nothing.
 *
 * Options: `--postgres` (or `BENCH_DATABASE_URL` set) runs the shop on a PostgreSQL database
 * of its own, created empty and dropped at the end (scripts/bench-database.ts); `--scale N`
 * seeds the demo catalog N times over on the shop's first start (`DEMO_SCALE`);
 * `--no-page-cache` starts the shop with `PAGE_CACHE_SECONDS=0`, so every page is rendered.
 *
 * The baseline runs in a child process (scripts/bench-baseline.ts), not beside the load
 * generator: autocannon is single-threaded, and a server sharing
 * its event loop would be measured at a fraction of its speed, skewing every ratio.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { cartSession } from "./bench-sessions.ts";
import { COLOURS } from "#server/demo/catalog/attributes.ts";
import { startShopServer } from "../tests/e2e/harness/shop-server.ts";
import { startBaseline } from "./bench-baseline.ts";
import { createBenchDatabase, type BenchDatabase } from "./bench-database.ts";
import { processCpuMs } from "./process-cpu.ts";

const root = path.resolve(import.meta.dirname, "..");
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
const CONNECTIONS = 20;
/** What Chromium sends: every browser and CDN asks with an Accept-Encoding. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
/** Pages also asked without an encoding: the raw bytes, as every target was asked before 2026-11-27. */
const RAW_PATHS = ["/", "/wohnen", "/esstisch-eske_1012"];

type Histogram = { average: number; p50: number; p99: number };
type AutocannonResult = {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
type AutocannonRequest = { method: "GET" | "POST"; path: string; body?: string };
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
  /** A sequence each connection repeats. */
  requests?: AutocannonRequest[];
};
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

// autocannon ships no type declarations; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

type Target = {
  name: string;
  url: string;
  /** The process that answers it, whose CPU time is counted. */
  pid: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
  requests?: AutocannonRequest[];
};
type Figures = {
  name: string;
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The server process's CPU time (user + system, all threads) per answered request. */
  cpuMsPerRequest: number;
  ratioToBaseline: number;
};

async function measure(target: Target): Promise<Omit<Figures, "ratioToBaseline">> {
  const base = {
    url: target.url,
    connections: CONNECTIONS,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.method ? { method: target.method } : {}),
    ...(target.body ? { body: target.body } : {}),
    ...(target.requests ? { requests: target.requests } : {}),
  };
  // Warm-up (JIT, caches, connection pools) is not counted.
  await autocannon({ ...base, duration: WARMUP_SECONDS });
  const cpuBefore = processCpuMs(target.pid);
  const result = await autocannon({ ...base, duration: DURATION_SECONDS });
  const cpuMs = processCpuMs(target.pid) - cpuBefore;
  const requests = Object.values(result.statusCodeStats).reduce((sum, stat) => sum + Number(stat.count), 0);
  return {
    name: target.name,
    url: target.url,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: requests > 0 ? Math.round((cpuMs / requests) * 100) / 100 : 0,
  };
}

function printTable(rows: Figures[]): void {
  const header = ["target", "req/s", "p50 ms", "p99 ms", "CPU ms/req", "vs baseline", "errors", "non-2xx"];
  const lines = rows.map((row) => [
    row.name,
    String(row.requestsPerSecond),
    String(row.latencyP50Ms),
    String(row.latencyP99Ms),
    row.cpuMsPerRequest.toFixed(2),
    `${(row.ratioToBaseline * 100).toFixed(1)} %`,
    String(row.errors + row.timeouts),
    String(row.non2xx),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  for (const line of [header, ...lines]) {
    process.stdout.write(`${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")}\n`);
  }
}

type Options = { postgres: boolean; scale: number; pageCache: boolean };

function readOptions(argv: string[]): Options {
  const scaleFlag = argv.indexOf("--scale");
  const scale = scaleFlag === -1 ? 1 : Number(argv[scaleFlag + 1]);
  if (!Number.isInteger(scale) || scale < 1) throw new Error("--scale takes a whole number of at least 1.");
  return {
    postgres: argv.includes("--postgres") || Boolean(process.env.BENCH_DATABASE_URL),
    scale,
    pageCache: !argv.includes("--no-page-cache"),
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

async function main(options: Options): Promise<void> {
  process.stdout.write(
    `Benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target after ${WARMUP_SECONDS} s warm-up, loopback only; ` +
      `${options.postgres ? "PostgreSQL" : "PGlite"}, catalog scale ${options.scale}, ` +
      `page cache ${options.pageCache ? "on" : "off (every page rendered)"}; ` +
      `${os.cpus().length} CPUs, load average ${loadAverage()}.\n`,
  );
  const database: BenchDatabase | undefined = options.postgres ? await createBenchDatabase() : undefined;
  if (database) process.stdout.write(`Database ${database.name} (dropped at the end).\n`);
  const shopEnv: Record<string, string> = { DEMO_SCALE: String(options.scale) };
  if (!options.pageCache) shopEnv.PAGE_CACHE_SECONDS = "0";
  if (database) shopEnv.DATABASE_URL = database.url;
  const started = await Promise.allSettled([startBaseline(), startShopServer({ env: shopEnv })]);
  const [baselineStart, shopStart] = started;
  if (baselineStart.status === "rejected" || shopStart.status === "rejected") {
    if (baselineStart.status === "fulfilled") baselineStart.value.stop();
    if (shopStart.status === "fulfilled") await shopStart.value.stop();
    await database?.drop();
    throw baselineStart.status === "rejected" ? baselineStart.reason : (shopStart as PromiseRejectedResult).reason;
  }
  const baseline = baselineStart.value;
  const shop = shopStart.value;
  const loadAtStart = os.loadavg();
  try {
    const shopPaths = [
      "/",
      "/api/getCategoryTree",
      "/wohnen",
      `/wohnen?sort=price_asc&f=${COLOURS.sand.id}&f=${COLOURS.black.id}`,
      "/esstisch-eske_1012",
      "/search?term=sofa",
    ];
    const cart = await cartSession(shop.url, CONNECTIONS);
    const targets: Target[] = [
      { name: "baseline SSR page", url: baseline.url, pid: baseline.pid },
      ...shopPaths.map((page) => ({
        name: `shop GET ${page}`,
        url: `${shop.url}${page}`,
        pid: shop.pid,
        headers: { "accept-encoding": BROWSER_ENCODINGS },
      })),
      ...RAW_PATHS.map((page) => ({
        name: `shop GET ${page} (no encoding)`,
        url: `${shop.url}${page}`,
        pid: shop.pid,
      })),
      // One visitor's cart from 20 connections at once: every change waits for the cart's row lock.
      {
        name: "shop POST getCart",
        url: `${shop.url}/api/getCart`,
        pid: shop.pid,
        method: "POST",
        body: "{}",
        headers: cart.headers,
      },
      {
        // Add one, then set the line back to one: the line never runs into its stock.
        name: "shop POST doAddCartItem + reset",
        url: `${shop.url}/api/doAddCartItem`,
        pid: shop.pid,
        method: "POST",
        body: JSON.stringify({ productId: cart.variationId, quantity: 1 }),
        headers: cart.headers,
        requests: [
          {
            method: "POST",
            path: "/api/doAddCartItem",
            body: JSON.stringify({ productId: cart.variationId, quantity: 1 }),
          },
          {
            method: "POST",
            path: "/api/setCartItemQuantity",
            body: JSON.stringify({ productId: cart.variationId, quantity: 1, cartItemId: cart.lineId }),
          },
        ],
      },
      {
        name: "shop POST setCartItemQuantity",
        url: `${shop.url}/api/setCartItemQuantity`,
        pid: shop.pid,
        method: "POST",
        body: JSON.stringify({ productId: cart.variationId, quantity: 2, cartItemId: cart.lineId }),
        headers: cart.headers,
      },
    ];
    const measured = [];
    const skipped: { name: string; url: string; reason: string }[] = [];
    for (const target of targets) {
      const probe = await fetch(target.url, {
        method: target.method ?? "GET",
        headers: target.headers ?? {},
        ...(target.body ? { body: target.body } : {}),
      });
      await probe.arrayBuffer();
      if (probe.status === 404) {
        const reason = "answers 404 (not in this build), not measured";
        process.stdout.write(`  ${target.name}: skipped, ${reason}\n`);
        skipped.push({ name: target.name, url: target.url, reason });
        continue;
      }
      process.stdout.write(`  ${target.name}...\n`);
      measured.push(await measure(target));
    }
    const baselineRate = measured[0]?.requestsPerSecond || 1;
    const rows: Figures[] = measured.map((row) => ({
      ...row,
      ratioToBaseline: Math.round((row.requestsPerSecond / baselineRate) * 1000) / 1000,
    }));
    printTable(rows);
    for (const target of skipped) process.stdout.write(`${target.name}: skipped, ${target.reason}\n`);

    const date = new Date().toISOString();
    const file = path.join(root, "bench-results", `bench-${date.replace(/[:.]/g, "-")}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      loadAverage: loadAtStart,
      loadAverageAtEnd: os.loadavg(),
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
    };
    const settings = {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      database: options.postgres ? "postgres" : "pglite",
      // DEMO_SCALE as passed to the shop; a shop without the scale option seeds 1x whatever it says.
      catalogScale: options.scale,
      pageCache: options.pageCache,
    };
    await writeFile(file, `${JSON.stringify({ date, machine, settings, targets: rows, skipped }, null, 2)}\n`);
    process.stdout.write(
      `Figures written to ${path.relative(root, file)}; load average at the end ${loadAverage()}.\n`,
    );

    const failed = rows.filter((row) => row.errors + row.timeouts + row.non2xx > 0);
    if (failed.length > 0) {
      process.stderr.write(`Errors or non-2xx answers from: ${failed.map((row) => row.name).join(", ")}\n`);
      process.exitCode = 1;
    }
  } finally {
    baseline.stop();
    await shop.stop();
    await database?.drop();
  }
}

await main(readOptions(process.argv.slice(2)));
