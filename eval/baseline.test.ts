import { asFloor, floorFailures, raisedFloors, type Baseline } from "./baseline";
import type { CategoryScore } from "./score";

const total = (recall: number, precision: number): CategoryScore => ({
  expected: 10,
  found: recall * 10,
  predicted: 10,
  correct: precision * 10,
  foundLenient: recall * 10,
  predictedLenient: 10,
  correctLenient: precision * 10,
  recall,
  precision,
  recallLenient: recall,
  precisionLenient: precision,
});

const FLOORS = { recall: 0.8, recallLenient: 0.8, precision: 0.7, precisionLenient: 0.7 };

describe("asFloor", () => {
  it("rounds a rate down to a thousandth, so the run that set it always meets it", () => {
    expect(asFloor(2 / 3)).toBe(0.666);
    expect(asFloor(0.7)).toBe(0.7);
    expect(asFloor(1)).toBe(1);
    expect(asFloor(null)).toBe(0);
  });
});

describe("floorFailures", () => {
  it("names each script and figure below its floor, and passes those at or above", () => {
    const baseline: Baseline = { lamp: FLOORS, tide: FLOORS };
    const failures = floorFailures(baseline, [
      { slug: "lamp", set: "fixtures" as const, total: total(0.8, 0.7) },
      { slug: "tide", set: "fixtures" as const, total: total(0.7, 0.9) },
    ]);
    expect(failures).toEqual([
      "tide: recall 0.700 is below its floor 0.800.",
      "tide: lenient recall 0.700 is below its floor 0.800.",
    ]);
  });

  it("holds a real script's precision lenient only: its key draws categories its own way", () => {
    const strictOnly = { ...total(0.8, 0.7), precision: 0.1 };
    const scored = [{ slug: "lamp", set: "real" as const, total: strictOnly }];
    expect(floorFailures({ lamp: FLOORS }, scored)).toEqual([]);
    expect(raisedFloors({}, scored)).toEqual({
      lamp: { recall: 0.8, recallLenient: 0.8, precisionLenient: 0.7 },
    });
    const fixture = [{ slug: "lamp", set: "fixtures" as const, total: strictOnly }];
    expect(floorFailures({ lamp: FLOORS }, fixture)).toEqual([
      "lamp: precision 0.100 is below its floor 0.700.",
    ]);
  });

  it("fails a labelled script that has no floor yet", () => {
    expect(floorFailures({}, [{ slug: "lamp", set: "real", total: total(1, 1) }])).toEqual([
      "lamp has no recorded floor: record its first figures with npm run eval:clearance -- --raise-floors.",
    ]);
  });
});

describe("raisedFloors", () => {
  it("raises floors where a script did better and never lowers one", () => {
    const raised = raisedFloors({ lamp: FLOORS, tide: FLOORS }, [
      { slug: "lamp", set: "fixtures", total: total(0.9, 0.5) },
    ]);
    expect(raised).toEqual({
      lamp: { recall: 0.9, recallLenient: 0.9, precision: 0.7, precisionLenient: 0.7 },
      tide: FLOORS,
    });
  });

  it("records a new script's figures as its first floors", () => {
    expect(raisedFloors({}, [{ slug: "lamp", set: "fixtures", total: total(0.5, 0.25) }])).toEqual({
      lamp: { recall: 0.5, recallLenient: 0.5, precision: 0.25, precisionLenient: 0.25 },
    });
  });
});
