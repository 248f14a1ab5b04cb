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
  },
});
