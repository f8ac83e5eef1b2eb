import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { summaryLine, tallyJest, tallyPlaywright } from "./test-summary";

const dir = mkdtempSync(path.join(os.tmpdir(), "ncs-summary-"));
const write = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
};

describe("test summary", () => {
  it("counts Jest's passed and failed tests, and suites that could not run", () => {
    const file = write("jest.json", {
      numPassedTests: 40,
      numFailedTests: 2,
      numRuntimeErrorTestSuites: 1,
    });
    expect(tallyJest(file)).toEqual({ passed: 40, failed: 3 });
  });

  it("counts Playwright's unexpected, flaky and skipped tests and global errors as failures", () => {
    const file = write("e2e.json", {
      stats: { expected: 20, unexpected: 1, flaky: 1, skipped: 1 },
      errors: [{ message: "webServer failed" }],
    });
    expect(tallyPlaywright(file)).toEqual({ passed: 20, failed: 4 });
  });

  it("knows nothing from a missing or broken report", () => {
    expect(tallyJest(path.join(dir, "absent.json"))).toBeUndefined();
    expect(tallyPlaywright(write("broken.json", "{not json"))).toBeUndefined();
  });

  it("totals every suite in the plain closing line", () => {
    expect(
      summaryLine([
        { passed: 1, failed: 0 },
        { passed: 40, failed: 3 },
        { passed: 0, failed: 1 },
      ]),
    ).toBe("41 passed, 4 failed");
  });
});
