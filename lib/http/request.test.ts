import { z } from "zod";

import { JSON_MAX_DEPTH } from "@/config/http";

import { Problem } from "./problems";
import { nestsDeeperThan, readJson } from "./request";

const post = (body: string) => new Request("https://app.test/api/x", { method: "POST", body });
const nested = (depth: number, open = "[", close = "]") =>
  `${open.repeat(depth)}${close.repeat(depth)}`;

describe("readJson", () => {
  it.each([
    ["arrays", nested(49_000)],
    ["objects", `${'{"a":'.repeat(49_000)}1${"}".repeat(49_000)}`],
  ])("answers a body of %s nested 49,000 deep with a 400 and a sentence", async (_, body) => {
    const reading = readJson(post(body), z.unknown(), 1024 * 1024);
    await expect(reading).rejects.toBeInstanceOf(Problem);
    await expect(reading).rejects.toMatchObject({
      status: 400,
      message: `The request body nests more than ${JSON_MAX_DEPTH} levels of lists and objects; send a flatter body.`,
    });
  });

  it("reads a body nested as deep as allowed", async () => {
    await expect(readJson(post(nested(JSON_MAX_DEPTH)), z.unknown())).resolves.toBeDefined();
  });
});

describe("nestsDeeperThan", () => {
  it("counts lists and objects, not brackets inside strings", () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: "[[[[[[{{{{{" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'a \\" [[[[ "' }), 1)).toBe(false);
  });
});
