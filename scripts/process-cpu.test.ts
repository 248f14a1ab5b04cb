import { expect, it } from "vitest";
import { processCpuMs } from "./process-cpu.ts";

it("reads a process's CPU time from /proc, close to what the process itself counts", () => {
  const before = processCpuMs(process.pid);
  const own = process.cpuUsage();
  const until = performance.now() + 200;
  while (performance.now() < until) Math.sqrt(Math.random());
  const spent = process.cpuUsage(own);
  const read = processCpuMs(process.pid) - before;
  const counted = (spent.user + spent.system) / 1000;
  // /proc counts in 10 ms ticks (and all threads; vitest's are quiet here).
  expect(read).toBeGreaterThan(counted - 30);
  expect(read).toBeLessThan(counted + 100);
});
