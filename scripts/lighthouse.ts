/**
 * npm run lighthouse: Lighthouse (mobile preset, simulated throttling, performance only) with
 * Debian's Chromium on the shopper pages: home, a category, a product and a search, each in
 * German (unprefixed) and English (the page's hreflang alternate). Three runs per page; the
 * median run by performance score is reported. It is a measurement, not a test: the figures
 * depend on the machine, so it prints Lighthouse's benchmark index and the load average too.
 *
 * Starts a built shop on a fresh data folder, as `npm run bench` does, unless `--url` names a
 * running one (`npm run lighthouse -- --url http://127.0.0.1:3000`). `--runs N` changes the
 * number of runs per page, `--page home` (category, product, search) measures one page kind, and
 * `--details` prints each run's main-thread breakdown, script boot-up times and long tasks.
 * Figures go to bench-results/lighthouse-<date>.json.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { freePort, startShopServer, type ShopServer } from "../tests/e2e/harness/shop-server.ts";
import { requireChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/wohnen" },
  { name: "product", path: "/esstisch-eske_1012" },
  { name: "search", path: "/search?term=sofa" },
];
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

type Figures = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  domElements: number;
  scriptKiB: number;
  benchmarkIndex: number;
};
type PageResult = { page: string; url: string; median: Figures; runs: Figures[]; loadAverage: number[] };

const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), "lighthouse-chromium-"));
  const child: ChildProcess = spawn(
    requireChromium(),
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(profile, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("Chromium did not open its debugging port.");
}

/** The English address of a German page: its hreflang="en" alternate, with the page's query. */
async function englishUrl(germanUrl: string): Promise<string> {
  const html = await (await fetch(germanUrl)).text();
  const href = /<link rel="alternate" hrefLang="en" href="([^"]+)"/i.exec(html)?.[1];
  if (!href) throw new Error(`${germanUrl} names no English alternate.`);
  const english = new URL(href, germanUrl);
  english.search = new URL(germanUrl).search;
  return english.toString();
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function figuresOf(lhr: Result): Figures {
  const requests = (
    lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    cls: Math.round(numeric(lhr, "cumulative-layout-shift") * 1000) / 1000,
    speedIndexMs: Math.round(numeric(lhr, "speed-index")),
    domElements: numeric(lhr, "dom-size"),
    scriptKiB: Math.round((scriptBytes / 1024) * 10) / 10,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

type DetailItems = { items?: Record<string, unknown>[] };

/** With --details: where the main thread's time went in this run (what TBT is made of). */
function printDetails(lhr: Result): void {
  const items = (audit: string) => (lhr.audits[audit]?.details as DetailItems | undefined)?.items ?? [];
  const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`;
  const work = items("mainthread-work-breakdown").map((item) => `${item.groupLabel} ${ms(item.duration)}`);
  process.stdout.write(`    main thread: ${work.join(", ")}\n`);
  for (const item of items("bootup-time").slice(0, 6)) {
    process.stdout.write(
      `    script ${item.url}: ${ms(item.total)} (run ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})\n`,
    );
  }
  for (const item of items("long-tasks")) {
    process.stdout.write(`    long task at ${ms(item.startTime)}: ${ms(item.duration)} ${String(item.url ?? "")}\n`);
  }
}

/**
 * One Lighthouse run. On a busy machine Chromium's trace sometimes misses the navigation
 * (NO_NAVSTART, NO_FCP): such a run is tried again, at most twice.
 */
async function measureOnce(url: string, flags: Flags): Promise<Figures> {
  let lastError = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    // The default config is Lighthouse's mobile preset with simulated throttling.
    const result = await lighthouse(url, flags);
    const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse returned nothing" };
    if (result && !error) {
      if (process.argv.includes("--details")) printDetails(result.lhr);
      return figuresOf(result.lhr);
    }
    lastError = `${error?.code}: ${error?.message}`;
    process.stdout.write(`    run failed (${lastError}), trying again\n`);
  }
  throw new Error(`${url}: ${lastError}`);
}

async function measurePage(url: string, port: number, runs: number): Promise<{ median: Figures; runs: Figures[] }> {
  const flags: Flags = { port, onlyCategories: ["performance"], logLevel: "error", output: "json" };
  const results: Figures[] = [];
  for (let run = 0; run < runs; run++) results.push(await measureOnce(url, flags));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("No run.");
  return { median, runs: results };
}

function printTable(rows: PageResult[]): void {
  const header = ["page", "perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms", "DOM", "JS KiB", "bench idx", "load"];
  const lines = rows.map((row) => [
    row.page,
    String(row.median.performance),
    String(row.median.fcpMs),
    String(row.median.lcpMs),
    String(row.median.tbtMs),
    row.median.cls.toFixed(3),
    String(row.median.speedIndexMs),
    String(row.median.domElements),
    row.median.scriptKiB.toFixed(1),
    String(row.median.benchmarkIndex),
    row.loadAverage[0]?.toFixed(2) ?? "",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  for (const line of [header, ...lines]) {
    process.stdout.write(`${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")}\n`);
  }
}

async function main(): Promise<void> {
  const runs = Number(option("--runs") ?? 3);
  const givenUrl = option("--url")?.replace(/\/+$/, "");
  process.stdout.write(
    `Lighthouse, mobile, simulated throttling, ${runs} runs per page (median by score); ` +
      `${os.cpus().length} CPUs, load average ${loadAverage().join(" ")}.\n`,
  );
  const shop: ShopServer | undefined = givenUrl ? undefined : await startShopServer();
  const base = givenUrl ?? shop?.url ?? "";
  const chromium = await startChromium();
  const rows: PageResult[] = [];
  const failed: { page: string; url: string; reason: string }[] = [];
  try {
    const targets: { page: string; url: string }[] = [];
    const only = option("--page");
    for (const page of PAGES.filter((candidate) => !only || candidate.name === only)) {
      const german = `${base}${page.path}`;
      targets.push(
        { page: `${page.name} de`, url: german },
        { page: `${page.name} en`, url: await englishUrl(german) },
      );
    }
    for (const target of targets) {
      process.stdout.write(`  ${target.page}: ${target.url}\n`);
      try {
        const measured = await measurePage(target.url, chromium.port, runs);
        rows.push({ ...target, ...measured, loadAverage: loadAverage() });
      } catch (error) {
        // One page that cannot be measured does not throw away the others' figures.
        const health = await fetch(`${base}/healthz`).then(
          (response) => `the shop answers /healthz with ${response.status}`,
          () => "the shop does not answer",
        );
        const reason = `${error instanceof Error ? error.message : String(error)} (${health})`;
        process.stdout.write(`    not measured: ${reason}\n`);
        failed.push({ ...target, reason });
      }
    }
  } finally {
    await chromium.stop();
    await shop?.stop();
  }
  printTable(rows);
  const date = new Date().toISOString();
  const file = path.join(root, "bench-results", `lighthouse-${date.replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverageAtEnd: os.loadavg(),
  };
  await writeFile(file, `${JSON.stringify({ date, machine, runsPerPage: runs, pages: rows, failed }, null, 2)}\n`);
  if (failed.length > 0) process.exitCode = 1;
  process.stdout.write(
    `Figures written to ${path.relative(root, file)}; load average at the end ${loadAverage().join(" ")}.\n`,
  );
}

await main();
