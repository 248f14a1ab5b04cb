/**
 * npm run size: builds the app (unless --no-build), then prints the first-load JavaScript
 * of each page type (scripts/first-load-js.ts) beside its budget, and fails when a page is
 * over budget. `--update-budget` writes new budgets: the measured gzip size plus
 * BUDGET_HEADROOM_BYTES, a ratchet (see docs/benchmarks.md before doing so).
 * `--modules [N]` prints, per page type, its files and its N largest sources (default 25).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { measureFirstLoad, type PageType } from "./first-load-js.ts";
import { printFirstLoadModules } from "./first-load-modules.ts";

const root = path.resolve(import.meta.dirname, "..");
export const BUDGET_FILE = path.join(root, "scripts", "first-load-budget.json");
/** What a budget allows beyond the size measured when it was set: a ratchet, not a cushion. */
const BUDGET_HEADROOM_BYTES = 512;

export type Budget = { headroomBytes: number; gzipBytes: Partial<Record<PageType, number>> };

export function readBudget(): Budget {
  return JSON.parse(readFileSync(BUDGET_FILE, "utf8")) as Budget;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;

function main(): void {
  const args = process.argv.slice(2);
  if (!args.includes("--no-build")) {
    process.stdout.write("Building the app...\n");
    const cli = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
    const result = spawnSync(process.execPath, [cli, "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const sizes = measureFirstLoad(path.join(root, "build"));
  const modules = args.indexOf("--modules");
  if (modules !== -1) {
    const top = Number(args[modules + 1]) || 25;
    printFirstLoadModules(path.join(root, "build"), root, top, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write("\n");
  }
  const budget = readBudget();
  const over: string[] = [];
  const rows = sizes.map((page) => {
    if ("missing" in page) return [page.type, page.path, "-", "not in this build", "", "", ""];
    const limit = budget.gzipBytes[page.type];
    const verdict = limit === undefined ? "no budget" : page.gzipBytes > limit ? "OVER" : "ok";
    if (verdict !== "ok") over.push(page.type);
    return [
      page.type,
      page.path,
      String(page.files),
      kib(page.bytes),
      kib(page.gzipBytes),
      limit === undefined ? "-" : kib(limit),
      verdict,
    ];
  });
  const header = ["page", "path", "files", "raw", "gzip", "budget", ""];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of [header, ...rows]) {
    process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")}\n`);
  }

  if (args.includes("--update-budget")) {
    const gzipBytes: Budget["gzipBytes"] = {};
    for (const page of sizes) {
      if ("missing" in page) continue;
      gzipBytes[page.type] = page.gzipBytes + BUDGET_HEADROOM_BYTES;
    }
    writeFileSync(BUDGET_FILE, `${JSON.stringify({ headroomBytes: BUDGET_HEADROOM_BYTES, gzipBytes }, null, 2)}\n`);
    process.stdout.write(`Budgets written to ${path.relative(root, BUDGET_FILE)}.\n`);
  } else if (over.length > 0) {
    process.stderr.write(
      `Over budget or without one: ${over.join(", ")}. Find the import that grew the page, or, if the growth ` +
        "is wanted, run `npm run size -- --update-budget` and say why in the commit.\n",
    );
    process.exitCode = 1;
  }
}

if (import.meta.main) main();
