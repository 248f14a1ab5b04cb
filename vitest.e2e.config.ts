import { defineConfig } from "vitest/config";

/**
 * End-to-end tests: a real shop server and Chromium, started once by the global setup.
 * Kept apart from vitest.config.ts so `--project unit/integration` never starts them.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/harness/global-setup.ts"],
    setupFiles: ["./tests/fail-on-console-error.ts"],
    // Two cores: one worker drives the browser while the other waits on the server.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits 1 s by default, too short on a busy 2-core machine (a CI run failed
    // on it); the same 20 s as the browser's waits (harness/browser.ts setDefaultTimeout).
    expect: { poll: { timeout: 20_000, interval: 100 } },
    // One more try for a failed test: on a busy 2-core machine a wait sometimes runs out
    // although the shop is right. A test that passes only on its retry is listed at the end
    // of the run as flaky (harness/flaky-reporter.ts), so it gets fixed, not forgotten.
    retry: 1,
    reporters: ["default", "./tests/e2e/harness/flaky-reporter.ts"],
  },
});
