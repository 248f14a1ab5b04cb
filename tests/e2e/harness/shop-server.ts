/**
 * Starts the real shop (scripts/start.ts: builds the app when stale, then serves it) as
 * a child process on a free loopback port with a fresh PGlite data folder. Used by the
 * e2e global setup and by the benchmark, so both measure what `npm start` runs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

/**
 * Settings from the developer's shell that would point the test shop at shared state
 * (their PostgreSQL, Redis, payment or mail accounts) or change its defaults.
 */
const ISOLATED_VARIABLES = [
  "DATABASE_URL",
  "REDIS_URL",
  "PUBLIC_URL",
  "TRUST_PROXY",
  "DEFAULT_LOCALE",
  "SHOP_TIME_ZONE",
  // The review tests expect the default: new reviews wait for moderation.
  "REVIEWS_VISIBLE_IMMEDIATELY",
  "MOLLIE_API_KEY",
  "MOLLIE_API_ENDPOINT",
  "MOLLIE_PROFILE_ID",
  "MOLLIE_COMPONENTS",
  "MOLLIE_COMPONENTS_SCRIPT_URL",
  "SMTP_URL",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET",
  "NODE_ENV",
];

/**
 * `dataDir`: the shop's data folder (the demo operator's credentials are there, docs/operators.md).
 * `pid`: the shop's process (scripts/start.ts runs the server in its own process), whose CPU
 * time the benchmark reads.
 */
export type ShopServer = { url: string; dataDir: string; pid: number; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  void exited(child).then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`The shop exited with code ${child.exitCode} before it was ready.\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet: the build or the first database set-up is still running.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer ${url}/healthz within ${timeoutMs / 1000} s.\n${output()}`);
}

/**
 * Builds if needed (a first build takes about a minute on 2 cores), starts and waits for /healthz.
 * `dataDir` starts the shop on a data folder prepared beforehand (it is removed at stop, too).
 * `env` sets the shop's configuration for this test (e.g. a fake Mollie), after the isolation.
 */
export async function startShopServer({
  readyTimeoutMs = 300_000,
  dataDir: preparedDataDir = undefined as string | undefined,
  sessionSecret = randomBytes(32).toString("hex"),
  env: extraEnv = {} as Record<string, string>,
} = {}): Promise<ShopServer> {
  const port = await freePort();
  const dataDir = preparedDataDir ?? (await mkdtemp(path.join(tmpdir(), "shop-e2e-")));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ISOLATED_VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // The server's own zone differs from the browsers' (Europe/Berlin, browser.ts) on every
    // machine, so a date formatted in the runtime's zone fails hydration around midnight.
    TZ: "UTC",
    SESSION_SECRET: sessionSecret,
    ...extraEnv,
  });
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.ts")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for the error message only: a healthy server's output is noise in test reports.
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = exited(child);
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await done;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, readyTimeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, pid: child.pid ?? 0, stop };
}
