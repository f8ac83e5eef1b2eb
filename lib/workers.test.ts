import { queuesOf } from "@/lib/jobs/define";

import { EVERY_JOB } from "./workers";

describe("the job registry", () => {
  it("names every queue once, dead letter queues included", () => {
    const names = EVERY_JOB.flatMap(queuesOf).map(({ name }) => name);
    expect(names.length).toBeGreaterThanOrEqual(EVERY_JOB.length);
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  });

  it("lists each definition once", () => {
    expect(new Set(EVERY_JOB).size).toBe(EVERY_JOB.length);
  });
});
