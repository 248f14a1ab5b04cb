import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock.ts";

const LOCK_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), "lock.ts");

let dataDir = "";
let holder: ChildProcess | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-lock-"));
});
afterEach(async () => {
  if (holder && holder.exitCode === null && holder.signalCode === null) {
    const exited = new Promise((resolve) => holder?.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
  }
  holder = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another process (Node runs the TypeScript module as is) that takes the lock and keeps running. */
async function lockInOtherProcess(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
lockDataDir(${JSON.stringify(dir)});
process.stdout.write("locked\\n");
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  await new Promise<void>((resolve, reject) => {
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}: ${stderr}`)));
  });
  return child;
}

describe("lockDataDir", () => {
  it("writes our pid into the lock file and removes it on release", () => {
    const release = lockDataDir(dataDir);
    const file = path.join(dataDir, "shop.lock");
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
    expect(() => release()).not.toThrow();
  });

  it("creates a missing data folder", () => {
    const nested = path.join(dataDir, "a", "b");
    const release = lockDataDir(nested);
    expect(existsSync(path.join(nested, "shop.lock"))).toBe(true);
    release();
  });

  it("refuses a folder locked by another live process with one clear line", async () => {
    holder = await lockInOtherProcess(dataDir);
    let caught: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    const message = (caught as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain(path.resolve(dataDir));
    expect(message).toContain(`pid ${holder.pid}`);
    // The holder's lock is untouched.
    expect(readFileSync(path.join(dataDir, "shop.lock"), "utf8")).toBe(String(holder.pid));
  }, 20_000);

  it("takes over the lock of a process that died without releasing it", async () => {
    holder = await lockInOtherProcess(dataDir);
    const deadPid = holder.pid;
    const exited = new Promise((resolve) => holder?.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    expect(readFileSync(path.join(dataDir, "shop.lock"), "utf8")).toBe(String(deadPid));

    const release = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, "shop.lock"), "utf8")).toBe(String(process.pid));
    release();
  }, 20_000);

  it("takes over a lock file with garbage instead of a pid", () => {
    writeFileSync(path.join(dataDir, "shop.lock"), "not a pid");
    const release = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, "shop.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
