import { existsSync, readFileSync } from "node:fs";

export type Tally = { passed: number; failed: number };

/** Counts from `jest --json`; a suite that could not run counts as one failure. */
export function tallyJest(reportFile: string): Tally | undefined {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  }>(reportFile);
  if (!report) return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
  };
}

/** Counts from Playwright's JSON reporter; flaky tests count as failures, skipped ones too. */
export function tallyPlaywright(reportFile: string): Tally | undefined {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  }>(reportFile);
  if (!report) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky + skipped + (report.errors?.length ?? 0) };
}

export function summaryLine(tallies: Tally[]): string {
  const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
  const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
  return `${passed} passed, ${failed} failed`;
}

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}
