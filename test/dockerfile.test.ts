/**
 * Lints the Dockerfile (no Docker engine, and Debian has no hadolint): dockerfile-utils, the
 * validator of the Dockerfile language server, with every rule an error, then the rules of
 * hadolint's that the image depends on, checked on the final stage.
 */
import { readFileSync } from "node:fs";

import { validate, ValidationSeverity } from "dockerfile-utils";

const dockerfile = readFileSync("Dockerfile", "utf8");
/** Instructions with their continuation lines joined, comments left out. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, " ")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"));
const lastFrom = instructions.findLastIndex((line) => line.startsWith("FROM "));
const finalStage = instructions.slice(lastFrom);
const named = (keyword: string) => finalStage.filter((line) => line.startsWith(`${keyword} `));

describe("Dockerfile", () => {
  it("passes the Dockerfile validator with every rule an error", () => {
    const strict = ValidationSeverity.ERROR;
    const problems = validate(dockerfile, {
      deprecatedMaintainer: strict,
      directiveCasing: strict,
      emptyContinuationLine: strict,
      instructionCasing: strict,
      instructionCmdMultiple: strict,
      instructionEntrypointMultiple: strict,
      instructionHealthcheckMultiple: strict,
      instructionJSONInSingleQuotes: strict,
      instructionWorkdirRelative: strict,
    }).map(({ range, message }) => `line ${range.start.line + 1}: ${message}`);
    expect(problems).toEqual([]);
  });

  it("pins every base image to a tag (hadolint DL3006, DL3007)", () => {
    const images = instructions
      .filter((line) => line.startsWith("FROM "))
      .map((line) => line.split(/\s+/)[1]!);
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(image).toMatch(/^[^:]+:(?!latest$)[\w.-]+$/);
  });

  it("makes the final stage's files with the script the tests run, and copies only those", () => {
    expect(instructions).toContain("RUN node --import tsx scripts/image-files.ts /out");
    expect(named("COPY")).toEqual(["COPY --from=builder /out /app"]);
  });

  it("runs the final stage as a non-root user, with plain node, a health check and SIGTERM", () => {
    const users = named("USER");
    expect(users.at(-1)).toBe("USER app");
    expect(named("CMD")).toEqual(['CMD ["node", "--conditions=react-server", "/app/serve.mjs"]']);
    expect(named("HEALTHCHECK")).toEqual([
      expect.stringMatching(/ CMD \["node", "\/app\/health\.mjs"\]$/),
    ]);
    expect(named("STOPSIGNAL")).toEqual(["STOPSIGNAL SIGTERM"]);
  });

  it("installs apt packages without their recommendations (hadolint DL3015)", () => {
    const installs = instructions.filter((line) => /apt-get install/.test(line));
    for (const install of installs) expect(install).toContain("--no-install-recommends");
  });
});
