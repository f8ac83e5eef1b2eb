/**
 * Names listed with a public figure are public figures too: "the autobiographies: Blair,
 * McDonald, Churchill", "Toynbee, Chapman and Hope are sending minions". A list is one kind of
 * thing, so the known name tells what the others are, found as bit parts or not found at all.
 */
import { isCommonWord } from "../data/words";
import type { Candidate, Signal } from "../model";
import { nameKey } from "./patterns";

/** One to three capitalised words, maybe after a particle ("du Maurier", "van Gogh"). */
const NAME = String.raw`(?:(?:du|de|da|van|von|le|la) )?[A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’-]+){0,2}`;
const SEPARATOR = String.raw`(?:, and |, | and | & )`;
const NAME_LIST = new RegExp(String.raw`(?<![\p{L}'’])${NAME}(?:${SEPARATOR}${NAME})+`, "gu");
const MEMBER = new RegExp(NAME, "gu");

const LISTED_SIGNAL: Signal = {
  kind: "listed-with-public-figure",
  detail: "Listed with a public figure: most likely one too",
  weight: 0.4,
};

/**
 * `candidates` with the unknown members of each list holding a public figure made public figures
 * (and the bit parts they were found as, wherever else they are named). A speaking character
 * stays one.
 */
export function withListedPublicFigures(
  candidates: Candidate[],
  textOf: (elementIndex: number) => string | undefined,
): Candidate[] {
  const figures = candidates.filter((candidate) => candidate.category === "real_person");
  if (figures.length === 0) return candidates;
  const listed: Candidate[] = [];
  const promoted = new Set<string>();
  const byElement = Map.groupBy(candidates, (candidate) => candidate.elementIndex);
  for (const elementIndex of new Set(figures.map((figure) => figure.elementIndex))) {
    const text = textOf(elementIndex);
    if (text === undefined) continue;
    const found = byElement.get(elementIndex) ?? [];
    for (const list of text.matchAll(NAME_LIST)) {
      const members = [...list[0].matchAll(MEMBER)].map((member) => ({
        name: member[0],
        start: list.index + member.index,
        end: list.index + member.index + member[0].length,
      }));
      const covering = members.map(({ start, end }) =>
        found.filter((candidate) => candidate.start < end && start < candidate.end),
      );
      if (!covering.some((each) => each.some((candidate) => candidate.category === "real_person")))
        continue;
      members.forEach((member, index) => {
        const overlapping = covering[index]!;
        // "Hello, Tony Blair": an ordinary word is no one.
        if (overlapping.length === 0 && !member.name.split(" ").every(isCommonWord))
          listed.push(listedFigure(elementIndex, member));
        for (const candidate of overlapping) if (isBitPart(candidate)) promoted.add(candidate.key);
      });
    }
  }
  if (listed.length === 0 && promoted.size === 0) return candidates;
  return [
    ...candidates.map((candidate) =>
      candidate.category === "character_name" && promoted.has(candidate.key)
        ? {
            ...candidate,
            category: "real_person" as const,
            signals: [LISTED_SIGNAL, ...candidate.signals],
            suggestedStatus: "PF" as const,
          }
        : candidate,
    ),
    ...listed,
  ];
}

/** A person the script names but never lets speak nor introduces. */
function isBitPart(candidate: Candidate): boolean {
  return (
    candidate.category === "character_name" &&
    !candidate.signals.some((signal) => ["speaking", "caps-intro"].includes(signal.kind))
  );
}

function listedFigure(
  elementIndex: number,
  { name, start, end }: { name: string; start: number; end: number },
): Candidate {
  return {
    category: "real_person",
    text: name,
    key: nameKey(name),
    canonical: name,
    elementIndex,
    start,
    end,
    signals: [LISTED_SIGNAL],
    suggestedStatus: "PF",
  };
}
