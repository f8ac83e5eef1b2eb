import { type Candidate, signalOf } from "../model";
import { withListedKin } from "./name-lists";

const TEXT = "They route it through Quorva Telecom and Zorvik. Bye, Pemberforth and Rusty.";

function candidate(category: Candidate["category"], text: string): Candidate {
  const start = TEXT.indexOf(text);
  return {
    category,
    text,
    key: text.toLowerCase(),
    canonical: text,
    elementIndex: 0,
    start,
    end: start + text.length,
    signals: [],
  };
}

const listed = (candidates: Candidate[]) =>
  withListedKin(candidates, () => TEXT).map(({ category, text }) => `${category}: ${text}`);

describe("withListedKin", () => {
  it("gives the unknown members of a list the kind of its known one, bit parts too", () => {
    const telecom = candidate("business", "Quorva Telecom");
    expect(listed([telecom, candidate("character_name", "Zorvik")])).toEqual([
      "business: Quorva Telecom",
      "business: Zorvik",
    ]);
    expect(listed([telecom])).toEqual(["business: Quorva Telecom", "business: Zorvik"]);
  });

  it("takes ordinary words listed with a paper for papers, not for people", () => {
    const papers = "Mirror, Beacon and the Guardian ran it.";
    const guardian = { ...candidate("media", "Guardian"), start: 24, end: 32 };
    expect(
      withListedKin([guardian], () => papers).map(({ category, text }) => `${category}: ${text}`),
    ).toEqual(["media: Guardian", "media: Mirror", "media: Beacon"]);
    const people = "Hello, Tony Blair and Gordon Brown.";
    const blair = { ...candidate("real_person", "Tony Blair"), start: 7, end: 17 };
    expect(
      withListedKin([blair], () => people).map(({ category, text }) => `${category}: ${text}`),
    ).toEqual(["real_person: Tony Blair", "real_person: Gordon Brown"]);
  });

  it("leaves a speaking character and a list of no known kind alone", () => {
    const speaker = {
      ...candidate("character_name", "Zorvik"),
      signals: [signalOf("speaking", "", 0)],
    };
    expect(listed([candidate("business", "Quorva Telecom"), speaker])).toEqual([
      "business: Quorva Telecom",
      "character_name: Zorvik",
    ]);
    expect(listed([candidate("character_name", "Pemberforth")])).toEqual([
      "character_name: Pemberforth",
    ]);
  });
});
