/**
 * CPU time of another process from /proc (Linux): user plus system time of all its threads
 * (the libuv pool's compression and hashing too), read without an endpoint in the process.
 */
import { readFileSync } from "node:fs";

/** USER_HZ, the unit of /proc's times: 100 on every Linux that Node runs on. */
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU the process `pid` has used so far; resolution 10 ms. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Field 2, the command name, may hold spaces and parentheses: count from after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 (utime) and 15 (stime) of proc(5); fields[0] is field 3 (state).
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`Unreadable /proc/${pid}/stat`);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
