/**
 * npm test: every check the project has, cheapest first, stopping at the first failure.
 *   1. lint and typecheck (in parallel: both mostly wait on one core each)
 *   2. unit and integration tests (vitest projects)
 *   3. end-to-end tests (scripts/e2e.ts: real server and Chromium)
 * Output streams through; the time of each step and a summary line close the run.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

type Step = { name: string; command: string; args: string[] };

const STAGES: Step[][] = [
  [
    { name: "lint", command: npm, args: ["run", "--silent", "lint"] },
    { name: "typecheck", command: npm, args: ["run", "--silent", "typecheck"] },
  ],
  [
    {
      name: "unit + integration",
      command: process.execPath,
      args: [
        path.join(root, "node_modules", "vitest", "vitest.mjs"),
        "run",
        "--project",
        "unit",
        "--project",
        "integration",
      ],
    },
  ],
  [{ name: "e2e", command: process.execPath, args: [path.join(root, "scripts", "e2e.ts")] }],
];

type Outcome = { name: string; code: number; seconds: number };

/** Streams a child's output line by line with a prefix, so parallel steps stay readable. */
function prefixLines(stream: NodeJS.ReadableStream, prefix: string, target: NodeJS.WriteStream): void {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
  stream.on("end", () => {
    if (pending) target.write(`${prefix} ${pending}\n`);
  });
}

function run(step: Step, parallel: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: parallel ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (child.stdout) prefixLines(child.stdout, `[${step.name}]`, process.stdout);
    if (child.stderr) prefixLines(child.stderr, `[${step.name}]`, process.stderr);
    const finish = (code: number) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `\n[test] ${step.name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
      );
      resolve({ name: step.name, code, seconds });
    };
    child.on("error", (error) => {
      process.stderr.write(`[test] ${step.name} could not start: ${error.message}\n`);
      finish(127);
    });
    child.on("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const started = performance.now();
const outcomes: Outcome[] = [];
for (const stage of STAGES) {
  process.stdout.write(`\n[test] ${stage.map((step) => step.name).join(" and ")}...\n`);
  const results = await Promise.all(stage.map((step) => run(step, stage.length > 1)));
  outcomes.push(...results);
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) {
    const total = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `\n[test] FAILED: ${failed.map((result) => result.name).join(", ")} ` +
        `(${outcomes.length} of ${STAGES.flat().length} steps run, ${total} s)\n`,
    );
    process.exit(failed[0]?.code || 1);
  }
}
const total = ((performance.now() - started) / 1000).toFixed(1);
const times = outcomes.map((outcome) => `${outcome.name} ${outcome.seconds.toFixed(1)} s`).join(", ");
process.stdout.write(`\n[test] All ${outcomes.length} steps passed in ${total} s (${times})\n`);
