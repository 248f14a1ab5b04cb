import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import {
  retryDelaySeconds,
  runJobRound,
  startRounds,
  type JobQueue,
  type JobRules,
  type Rounds,
} from "./job-runner.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("debug", {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { log, lines };
}

/** A promise to be resolved from outside. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A round that counts how many rounds run at once and waits for `gates` (one per round, in order). */
function countingRound() {
  const state = { started: 0, active: 0, maxActive: 0, gates: [] as ReturnType<typeof gate>[] };
  const round = async () => {
    state.started += 1;
    state.active += 1;
    state.maxActive = Math.max(state.maxActive, state.active);
    const wait = gate();
    state.gates.push(wait);
    await wait.opened;
    state.active -= 1;
    return state.started;
  };
  return { state, round };
}

describe("startRounds", () => {
  let rounds: Rounds<number> | undefined;
  afterEach(async () => {
    await rounds?.stop();
    rounds = undefined;
  });

  it("never starts a round while one runs: ticks are dropped, asks share one next round", async () => {
    const { state, round } = countingRound();
    const { log } = capture();
    rounds = startRounds(round, { intervalMs: 5, runAtStart: true, log, failedMessage: "round failed", idle: 0 });
    expect(state.started).toBe(1);
    // Many ticks pass while the first round runs: none starts a round.
    await sleep(60);
    expect(state.started).toBe(1);
    const first = rounds.runNow();
    const second = rounds.runNow();
    expect(second).toBe(first);
    state.gates[0]?.open();
    await expect.poll(() => state.started).toBe(2);
    state.gates[1]?.open();
    expect(await first).toBe(2);
    expect(state.maxActive).toBe(1);
    // The ticks go on after it, one round at a time.
    await expect.poll(() => state.started).toBe(3);
    expect(state.active).toBe(1);
    state.gates[2]?.open();
    await rounds.stop();
    for (const wait of state.gates) wait.open();
    expect(state.maxActive).toBe(1);
  });

  it("runs a round asked for at once when none runs", async () => {
    const { state, round } = countingRound();
    rounds = startRounds(round, {
      intervalMs: 60_000,
      runAtStart: false,
      log: capture().log,
      failedMessage: "round failed",
      idle: 0,
    });
    expect(state.started).toBe(0);
    const asked = rounds.runNow();
    expect(state.started).toBe(1);
    state.gates[0]?.open();
    expect(await asked).toBe(1);
  });

  it("stop waits for the running round and starts no other", async () => {
    const { state, round } = countingRound();
    rounds = startRounds(round, {
      intervalMs: 5,
      runAtStart: true,
      log: capture().log,
      failedMessage: "round failed",
      idle: 0,
    });
    const asked = rounds.runNow();
    let stopped = false;
    const stopping = rounds.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    state.gates[0]?.open();
    await stopping;
    expect(state.active).toBe(0);
    // The round asked for during the running one was not started: stopped is stopped.
    expect(await asked).toBe(0);
    expect(await rounds.runNow()).toBe(0);
    await sleep(30);
    expect(state.started).toBe(1);
  });

  it("logs a round that throws, answers the idle outcome and runs the next round", async () => {
    const { log, lines } = capture();
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error("database gone")) : Promise.resolve(calls);
    };
    rounds = startRounds(flaky, { intervalMs: 60_000, runAtStart: false, log, failedMessage: "round failed", idle: 0 });
    expect(await rounds.runNow()).toBe(0);
    expect(lines).toMatchObject([{ level: "warn", msg: "round failed", error: { message: "database gone" } }]);
    expect(await rounds.runNow()).toBe(2);
  });
});

type FakeJob = { id: number; attempts: number; status: "pending" | "done" | "failed"; retryIn?: number | null };

/** An in-memory queue: every pending job is due; `handle` fails while `failing`. */
function fakeQueue(jobs: FakeJob[], failing: () => boolean): JobQueue<FakeJob> {
  return {
    claim: (limit) => {
      const due = jobs.filter((job) => job.status === "pending").slice(0, limit);
      for (const job of due) job.attempts += 1;
      return Promise.resolve(due.map((job) => ({ ...job })));
    },
    handle: (job) => {
      if (failing()) return Promise.reject(new Error(`job ${job.id} broke for erika@example.com`));
      jobs.find((row) => row.id === job.id)!.status = "done";
      return Promise.resolve();
    },
    fail: (job, _error, retryInSeconds) => {
      const row = jobs.find((item) => item.id === job.id)!;
      row.retryIn = retryInSeconds;
      if (retryInSeconds === null) row.status = "failed";
      return Promise.resolve();
    },
    describe: (job) => ({ jobId: job.id }),
  };
}

const RULES: JobRules = {
  leaseSeconds: 60,
  maxAttempts: 3,
  batchSize: 10,
  messages: { retry: "job failed, will retry", giveUp: "job given up" },
};

describe("runJobRound", () => {
  it("retries a failed job with backoff and gives it up at the last attempt", async () => {
    const { log, lines } = capture();
    const jobs: FakeJob[] = [{ id: 1, attempts: 0, status: "pending" }];
    const queue = fakeQueue(jobs, () => true);
    expect(await runJobRound(queue, RULES, log)).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(jobs[0]).toMatchObject({ status: "pending", attempts: 1, retryIn: 30 });
    expect(await runJobRound(queue, RULES, log)).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(jobs[0]).toMatchObject({ status: "pending", attempts: 2, retryIn: 120 });
    expect(await runJobRound(queue, RULES, log)).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(jobs[0]).toMatchObject({ status: "failed", attempts: 3, retryIn: null });
    expect(await runJobRound(queue, RULES, log)).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(lines.map((line) => [line.level, line.msg, line.attempts])).toEqual([
      ["warn", "job failed, will retry", 1],
      ["warn", "job failed, will retry", 2],
      ["error", "job given up", 3],
    ]);
    expect(lines[2]).toMatchObject({ jobId: 1, error: "job 1 broke for [email]" });
  });

  it("counts the jobs done, and a job that succeeds on a retry is done", async () => {
    const { log } = capture();
    const jobs: FakeJob[] = [
      { id: 1, attempts: 0, status: "pending" },
      { id: 2, attempts: 0, status: "pending" },
    ];
    let failures = 1;
    const queue = fakeQueue(jobs, () => failures-- > 0);
    expect(await runJobRound(queue, RULES, log)).toEqual({ done: 1, retried: 1, failed: 0 });
    expect(await runJobRound(queue, RULES, log)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(jobs.map((job) => [job.status, job.attempts])).toEqual([
      ["done", 2],
      ["done", 1],
    ]);
  });

  it("waits longer after every failed attempt", () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([30, 120, 480, 1920, 7680]);
  });
});
