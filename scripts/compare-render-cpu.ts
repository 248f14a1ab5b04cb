/**
 * Server CPU per page render of two or more running shops, measured in the same run:
 *
 *   node scripts/compare-render-cpu.ts /wohnen before=3301:PID after=3300:PID [--requests 400] [--rounds 4]
 *
 * Each shop (port and process id; start them with PAGE_CACHE_SECONDS=0 so every request
 * renders) gets 50 requests to warm up, then, round by round and shop by shop, `--requests`
 * GETs of the path two at a time; the CPU its process used meanwhile (/proc, process-cpu.ts)
 * divided by the requests is one figure. Alternating the shops puts both under the same load
 * from the rest of the machine, which a busy machine needs (docs/benchmarks.md); the load
 * average is printed with the figures, and with many short rounds the median and the lowest
 * round say more than the mean when other work comes and goes.
 */
import { loadavg } from "node:os";
import { processCpuMs } from "./process-cpu.ts";

type Shop = { name: string; port: number; pid: number };

function option(argv: string[], name: string, fallback: number): number {
  const index = argv.indexOf(name);
  return index === -1 ? fallback : Number(argv[index + 1]);
}

function readShops(argv: string[]): Shop[] {
  return argv
    .filter((arg) => /^[\w-]+=\d+:\d+$/.test(arg))
    .map((arg) => {
      const [name = "", address = ""] = arg.split("=");
      const [port, pid] = address.split(":").map(Number);
      return { name, port: port ?? 0, pid: pid ?? 0 };
    });
}

async function load(port: number, path: string, requests: number): Promise<void> {
  let sent = 0;
  const client = async () => {
    while (sent < requests) {
      sent++;
      const answer = await fetch(`http://127.0.0.1:${port}${path}`);
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${path} on port ${port} answered ${answer.status}`);
    }
  };
  await Promise.all([client(), client()]);
}

const argv = process.argv.slice(2);
const path = argv.find((arg) => arg.startsWith("/"));
const shops = readShops(argv);
if (!path || shops.length === 0) {
  throw new Error("Usage: node scripts/compare-render-cpu.ts /path name=port:pid [name=port:pid ...]");
}
const requests = option(argv, "--requests", 400);
const rounds = option(argv, "--rounds", 4);
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

process.stdout.write(`${path}: ${requests} requests per shop and round, ${rounds} rounds; load ${loadAverage()}\n`);
for (const shop of shops) await load(shop.port, path, 50);
const figures = new Map<string, number[]>(shops.map((shop) => [shop.name, []]));
for (let round = 0; round < rounds; round++) {
  for (const shop of shops) {
    const before = processCpuMs(shop.pid);
    await load(shop.port, path, requests);
    figures.get(shop.name)?.push((processCpuMs(shop.pid) - before) / requests);
  }
}
for (const [name, values] of figures) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  process.stdout.write(
    `${name}: ${mean.toFixed(2)} ms CPU per request, median ${median.toFixed(2)}, lowest ${(sorted[0] ?? 0).toFixed(2)} ` +
      `(rounds: ${values.map((v) => v.toFixed(2)).join(", ")})\n`,
  );
}
process.stdout.write(`load average at the end ${loadAverage()}\n`);
