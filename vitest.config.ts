import { defineConfig } from "vitest/config";
import { pageChunks } from "./scripts/vite-page-chunks.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The catch-all route imports virtual:page-chunks (empty lists without a client build).
  plugins: [pageChunks({ chunks: {}, loadedWith: [] })],
  test: {
    setupFiles: ["./tests/fail-on-console-error.ts", "./tests/server-catalogues.ts"],
    // Vitest's default on 2 cores is one worker; the integration files wait on PostgreSQL
    // much of the time, so two workers overlap that wait (measured: docs/benchmarks.md).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,common,server,scripts}/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // The files share a worker's module cache instead of importing the server anew per
          // file (a third of the step's time, docs/benchmarks.md). They can: no file mocks a
          // module or stubs globals, and each test's shop (harness.ts) unhooks its listeners.
          isolate: false,
          // The seeded template databases, made once per run and copied per test.
          globalSetup: ["./tests/integration/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's default of 1 s is too short on a busy 2-core machine.
          expect: { poll: { timeout: 10_000, interval: 50 } },
        },
      },
    ],
  },
});
