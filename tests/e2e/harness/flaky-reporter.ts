import path from "node:path";
import type { Reporter, TestCase } from "vitest/node";

/**
 * The e2e run gives a failed test one more try (vitest.e2e.config.ts `retry`): on a busy
 * 2-core machine a wait now and then runs out although the shop is right. A test that passed
 * only on its retry is not hidden: this lists it at the end of the run, to be fixed.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky)
      this.flaky.push(`${path.relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    const lines = this.flaky.map((name) => `  - ${name}`).join("\n");
    process.stdout.write(
      `\n[e2e] ${this.flaky.length} test(s) passed only on their retry (flaky, fix them):\n${lines}\n`,
    );
  }
}
