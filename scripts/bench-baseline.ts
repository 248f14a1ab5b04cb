/**
 * The bench's baseline (scripts/bench.ts): a bare SSR page (Hono + react-dom/server, one
 * trivial page, no database) served by a child process of its own, so the load generator
 * does not share its event loop. `node scripts/bench-baseline.ts PORT` runs the server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { freePort } from "../tests/e2e/harness/shop-server.ts";

const root = path.resolve(import.meta.dirname, "..");

function baselinePage(): string {
  const page = createElement(
    "html",
    { lang: "en" },
    createElement("head", null, createElement("title", null, "Baseline")),
    createElement(
      "body",
      null,
      createElement("main", null, createElement("h1", null, "Baseline"), createElement("p", null, "A trivial page.")),
    ),
  );
  return `<!DOCTYPE html>${renderToString(page)}`;
}

function runBaselineServer(port: number): void {
  const app = new Hono();
  app.get("/", (c) => c.html(baselinePage()));
  serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`The baseline server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The baseline server did not answer at ${url}.`);
}

export async function startBaseline(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [import.meta.filename, String(port)], {
    cwd: root,
    // React picks its production build by NODE_ENV when it is first imported.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    child.kill("SIGTERM");
  };
  try {
    await waitUntilAnswering(url, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}

if (import.meta.main) runBaselineServer(Number(process.argv[2]));
