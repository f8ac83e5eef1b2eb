/**
 * Names listed with a known public figure, paper or company are of its kind too: "the
 * autobiographies: Blair, McDonald, Churchill", "the Telegraph, Indie and the Guardian", "China
 * Telecom and Unicom". A list is one kind of thing, so the known name tells what the others are,
 * found as bit parts or not found at all.
 */
import { CATEGORY_FACTS } from "@/config/first-pass/categories";

import { isCommonWord } from "../data/words";
import { type Candidate, type ClearanceCategory, type Signal, signalOf } from "../model";
import { COINED_NAME_KIND } from "./characters";
import { nameKey } from "./patterns";

/** One to three capitalised words, maybe after a particle ("du Maurier", "van Gogh"). */
const NAME = String.raw`(?:(?:du|de|da|van|von|le|la) )?[A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’-]+){0,2}`;
const SEPARATOR = String.raw`(?:, and |, | and | & )`;
const NAME_LIST = new RegExp(
  String.raw`(?<![\p{L}'’])${NAME}(?:${SEPARATOR}(?:the )?${NAME})+`,
  "gu",
);
const MEMBER = new RegExp(NAME, "gu");

/** The kinds a list passes on to its other members, as a researcher reads them. */
const KINDS: Partial<Record<ClearanceCategory, string>> = {
  real_person: "a public figure",
  media: "a media outlet",
  business: "a company",
  brand: "a brand",
};

type Member = { name: string; start: number; end: number };

/**
 * `candidates` with the unknown members of each list that holds a known name of a kind in KINDS
 * made that kind, and so are the bit parts they were found as, wherever else they are named. A
 * speaking or introduced character stays one.
 */
export function withListedKin(
  candidates: Candidate[],
  textOf: (elementIndex: number) => string | undefined,
): Candidate[] {
  const known = candidates.filter(
    (candidate) =>
      !candidate.unlisted &&
      candidate.category in KINDS &&
      !candidate.signals.some((signal) => signal.kind === COINED_NAME_KIND),
  );
  if (known.length === 0) return candidates;
  const listed: Candidate[] = [];
  const promoted = new Map<string, ClearanceCategory>();
  /** The kinds of the members found as nothing, by name: named alone elsewhere, they are the same. */
  const listedNames = new Map<string, ClearanceCategory>();
  // Only the elements that name something known are read: the others' finds are not grouped.
  const knownIn = new Set(known.map((candidate) => candidate.elementIndex));
  const byElement = Map.groupBy(
    candidates.filter((candidate) => knownIn.has(candidate.elementIndex)),
    (candidate) => candidate.elementIndex,
  );
  for (const elementIndex of knownIn) {
    const text = textOf(elementIndex);
    if (text === undefined) continue;
    const found = byElement.get(elementIndex) ?? [];
    for (const list of text.matchAll(NAME_LIST)) {
      const members: Member[] = [...list[0].matchAll(MEMBER)].map((member) => ({
        name: member[0],
        start: list.index + member.index,
        end: list.index + member.index + member[0].length,
      }));
      const covering = members.map(({ start, end }) =>
        found.filter((candidate) => candidate.start < end && start < candidate.end),
      );
      // "Tribune, Roy?" speaks to Roy: two names make a list only with "and".
      if (members.length < 3 && !/ (?:and|&) /.test(list[0])) continue;
      const kind = covering
        .flat()
        .find((candidate) => !candidate.unlisted && candidate.category in KINDS)?.category;
      if (kind === undefined) continue;
      members.forEach((member, index) => {
        const overlapping = covering[index]!;
        // "Hello, Tony Blair": an ordinary word is no one. Papers are named by ordinary words,
        // though: "Mirror, Beacon and the Guardian" are three of them.
        if (
          overlapping.length === 0 &&
          (kind === "media" || !member.name.split(" ").every(isCommonWord))
        ) {
          listed.push(listedKin(elementIndex, member, kind));
          listedNames.set(nameKey(member.name), kind);
        }
        for (const candidate of overlapping)
          if (isBitPart(candidate)) promoted.set(candidate.key, kind);
      });
    }
  }
  if (listed.length === 0 && promoted.size === 0) return candidates;
  return [
    ...candidates.map((candidate) => {
      if (!isBitPart(candidate)) return candidate;
      const kind = promoted.get(candidate.key);
      if (kind)
        return {
          ...candidate,
          ...kinFields(kind),
          signals: [listedSignal(kind)],
          unlisted: undefined,
        };
      if (listedNames.size === 0) return candidate;
      const name = nameKey(candidate.canonical);
      const named = listedNames.get(name);
      return named
        ? {
            ...candidate,
            ...kinFields(named),
            key: name,
            signals: [listedSignal(named)],
            unlisted: undefined,
          }
        : candidate;
    }),
    ...listed,
  ];
}

/** A person the script names but never lets speak nor introduces. */
/** Someone named in passing, or a name on no list: the list says what they are. */
function isBitPart(candidate: Candidate): boolean {
  return (
    candidate.unlisted === true ||
    (candidate.category === "character_name" &&
      !candidate.signals.some(
        (signal) => signal.kind === "speaking" || signal.kind === "caps-intro",
      ))
  );
}

function kinFields(kind: ClearanceCategory): Pick<Candidate, "category" | "suggestedCode"> {
  return { category: kind, suggestedCode: CATEGORY_FACTS[kind].defaultStatus };
}

function listedSignal(kind: ClearanceCategory): Signal {
  const what = KINDS[kind] ?? "a known name";
  return signalOf("listed-with-kin", `Listed with ${what}: most likely one too`);
}

function listedKin(elementIndex: number, member: Member, kind: ClearanceCategory): Candidate {
  return {
    ...kinFields(kind),
    text: member.name,
    key: nameKey(member.name),
    canonical: member.name,
    elementIndex,
    start: member.start,
    end: member.end,
    signals: [listedSignal(kind)],
  };
}
