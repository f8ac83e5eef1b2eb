/**
 * Titles of works, music and quoted text, found by how scripts mark them: quotation marks, italic
 * or underlined runs, a verb such as "reads" or "hums" before a title, and sung lines.
 */
import { CATEGORY_FACTS } from "@/config/first-pass/categories";
import type { ScriptElement } from "@/lib/screenplay/model";

import { isCommonWord } from "../data/words";
import { isFamousSurname, listedEntity } from "../gazetteer";
import { type Candidate, type Signal, signalOf, type TextMatch } from "../model";
import { signatureIn } from "./attributions";
import { inElement, type ScriptFinder, type TextFinder } from "./finder";
import { keywordGate, readLine } from "./keywords";
import { isFirstName } from "./name-mentions";
import { alternation, matchesOf, nameKey } from "./patterns";

const QUOTED = /["“]([^"“”\n]{2,160})["”]/g;
/** An action line that opens a quotation and leaves it open: an epigraph signed on the next. */
const RUN_ON_QUOTATION = /^\s*[“"]([^"“”\n]{20,300}?)[.,;:]?\s*$/;
const SMALL_WORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "and",
  "or",
  "in",
  "on",
  "at",
  "to",
  "for",
  "by",
  "with",
  "from",
  "is",
  "my",
  "your",
  "me",
  "you",
  "it",
  "as",
  "but",
  "nor",
  "up",
  "out",
  "o'",
  "de",
  "la",
  "le",
]);
const MAX_TITLE_WORDS = 10;
/** "His watch reads 4:13am." */
const CLOCK_TIME = /^\d{1,2}[:.]\d{2}/;
const JOINING_WORDS = new Set(["of", "and", "or", "in", "on", "to", "for", "with", "from", "is"]);
/** Quoted passages this long are text someone wrote, not a title. */
const PASSAGE_WORDS = 6;
/** What a work's title follows ("reads", "the movie"). */
// prettier-ignore
const TITLE_VERBS = [
  "read", "reads", "reading", "watch", "watches", "watching", "sees", "play", "plays", "playing",
  "quotes", "quoting", "recites", "reciting", "listen to", "listens to", "listening to", "blasts",
  "blasting", "blares", "blaring", "streams", "streaming", "binge", "binges", "bingeing",
  "performs", "performing", "stars in", "starring in", "a copy of", "an episode of", "the movie",
  "the film", "the book", "the novel", "the show", "the song", "the album", "the play", "the game",
];
/** What a song's title follows ("hums"). */
// prettier-ignore
const SONG_VERBS = [
  "sing", "sings", "singing", "sang", "hum", "hums", "humming", "hummed", "whistles", "whistling",
  "croons", "crooning", "belts out", "belting out",
];
/** A work's title after a verb or a song's after singing. */
const TITLE_OR_SONG_VERBS = new RegExp(
  String.raw`\b(?:(?<title>${alternation(TITLE_VERBS)})|(?<song>${alternation(SONG_VERBS)}))\s+`,
  "gi",
);
const TITLE_OR_SONG_WORDS = keywordGate([...TITLE_VERBS, ...SONG_VERBS]);
const TITLE_AFTER_VERB =
  /^(?:(?:an? |the )?(?:old |worn |battered |dog-eared |tattered |new |first |paperback |hardcover |vinyl )?(?:copy|edition|episode|rerun|issue|reruns) of )?((?:[A-Z0-9][\w'’!?:&.-]*)(?: (?:[A-Z0-9][\w'’!?:&.-]*|of|the|a|an|and|in|on|to|for|with|from|is|my|your|me|you))*)/;
/** What shows text on screen just before its quotation marks ("a sign that reads"). */
const ON_SCREEN =
  /\b(?:signs?|banner|plaque|placard|billboard|marquee|headline|poster|shirt|t-shirt|jacket|tattoo|graffiti|written|printed|painted|stencil(?:l)?ed|engraved|inscription|hull|logo|reads|reading|read|title card)\b[^"“]{0,30}$/i;
/**
 * What is worn with text on it, just after its quotation marks: a “NO FEAR” chest tattoo, an
 * “I ♥ NY” T-shirt. Not a sign: “FOR SALE”, “OPEN” and “EXIT” are what signs say anywhere.
 */
const WORN_AFTER =
  /^\s*(?:[\p{L}-]+\s+)?(?:tattoo|t-shirt|shirt|tee|hoodie|sweatshirt|jacket|cap|sticker|decal|patch)s?\b/iu;
/** What a firm or a vessel is called, just before the quotation marks: "a bar named". */
const NAMED_AS =
  /\b(company|firm|business|corporation|store|shop|agency|bank|restaurant|diner|cafe|café|bar|pub|hotel|motel|brand|label|yacht|boat|ship|vessel|trawler|schooner|ferry|sloop|tug|barge|cruiser)\b[^"“.!?]{0,24}\b(?:called|named)\s*$/i;
const MAX_NAMED_WORDS = 6;
const BRAND_WORDS = new Set(["brand", "label"]);
const VESSEL_WORDS = new Set([
  "yacht",
  "boat",
  "ship",
  "vessel",
  "trawler",
  "schooner",
  "ferry",
  "sloop",
  "tug",
  "barge",
  "cruiser",
]);

/**
 * "She sold it to “Olympic”", "a tale in the “Blarney Stone Banner”": what one sells a story to
 * or publishes it in is a periodical, a one-word ordinary name too.
 */
const PERIODICAL_BEFORE =
  /\b(?:sold (?:\w+ )?to|published (?:\w+ )?in|printed (?:\w+ )?in|(?:wrote|writes|write|writing) for|subscri\w+ to|(?:story|stories|tale|tales|article|articles|piece|column|poem|poems|serial|essay|review) in)\s+(?:the\s+)?$/i;
/** Earlier quoted names of the same list: "sold to “Olympic” and “Scandal”". */
const QUOTED_LIST_BEFORE = /(?:["“][^"“”]{1,60}["”]\s*(?:,\s*(?:and |or )?|and |or ))+$/u;

function namedCategory(what: string): "brand" | "business" | "transport" {
  if (BRAND_WORDS.has(what)) return "brand";
  return VESSEL_WORDS.has(what) ? "transport" : "business";
}
const RECITED_BEFORE =
  /\b(?:recit\w*|quot\w*|reads? aloud|declaim\w*|sings?|sang|singing|poem|verse|line from|book|bible|scripture|famous\w*)\b[^"“]{0,40}$/i;
const ARCHAIC = /\b(?:thee|thou|thy|thine|hath|doth|art thou|ye shall|wouldst|shalt)\b/i;
const PERSONAL = /\b(?:i|i'm|i'll|i've|me|my|we|we're|us|our|you|you're|your)\b/i;
/** The word for a song right before a quotation: its title follows. */
const SONG_NAMED = /\b(?:the|a|his|her|their|our|my|your) (?:song|tune|hymn|anthem)\s*$/i;
/** A song's title is a line at most; more is its lyrics. */
const MAX_SONG_TITLE_WORDS = 10;
const SUNG_BEFORE =
  /\b(?:sings?|sang|singing|hums?|humming|hummed|whistl\w*|plays?|playing|blar\w*|blast\w*|radio|jukebox|band|song)\b[^"“]{0,30}$/i;
// "In a sing-song way" is a lilting voice, not a song.
const SINGING =
  /\((?:[^)]*\b)?(?:sings?(?![\s-]?song)|singing|sung|humming|hums|to the tune of|chorus|verse)\b[^)]*\)/i;
/** A parenthetical that takes a singer back to speech. */
const SPEAKING = /\((?:to\b|[^)]*\b(?:speaking|spoken|speaks|talking|stops singing)\b)[^)]*\)/i;
/** An action line that sets someone singing ("Ping sings melody", "she starts her song"). */
const STARTS_SINGING = /\b(?:sings?|singing|croons?|crooning|serenades?|her song|his song)\b/i;
/** An action line that ends on a colon after its singing: the next speech is the song. */
const SINGS_WHAT_FOLLOWS = /\b(?:sings?|singing|croons?|crooning|serenades?)\b[^.!?]*:\s*$/i;

export const findWorks: TextFinder = (text, element, context, { keywords } = readLine(text)) => {
  if (
    element.type === "character" ||
    element.type === "scene_heading" ||
    element.type === "transition"
  )
    return [];
  if (element.type === "lyrics")
    return [lyrics(text, 0, text.length, "Sung lyrics (marked as lyrics in the script)")];
  const found = quoted(text, element, context.characterWords);
  if (element.styleRuns.length > 0) found.push(...styled(text, element, context.characterWords));
  if ((keywords & TITLE_OR_SONG_WORDS) !== 0)
    found.push(...afterVerbs(text, context.characterWords));
  if (REFERENCE_WORD.test(text)) found.push(...referenceWorks(text));
  return found;
};

/**
 * Dialogue sung is lyrics, whoever wrote them: after a "(singing)" parenthetical, or spoken by
 * someone an action line of the scene set singing ("Ping sings melody"), until a "(speaking)".
 */
export const findSungLines: ScriptFinder = (screenplay) => {
  const found: Candidate[] = [];
  // The cue words of the scene's singers, as action lines name them.
  let singers = new Set<string>();
  let cue: string | undefined;
  let ledIn = false;
  for (const [index, element] of screenplay.elements.entries()) {
    const previous = screenplay.elements[index - 1];
    if (element.type === "scene_heading") singers = new Set();
    else if (element.type === "action" && STARTS_SINGING.test(element.text))
      for (const word of singingSentences(element.text)) singers.add(word);
    else if (element.type === "character") {
      // A voice-over narrates over the song; it does not sing it.
      cue = element.extension === "V.O." ? undefined : element.text;
      // Someone else speaking ends the song. With no one singing, the cue is not lowered.
      if (cue && singers.size > 0 && !singers.has(cue.toLowerCase())) singers = new Set();
      // "…turns for the table, singing as he does so:": the speech the line leads to is sung.
      ledIn = previous?.type === "action" && SINGS_WHAT_FOLLOWS.test(previous.text);
    }
    // Anyone taken back to speech ends the song for all.
    else if (element.type === "parenthetical" && SPEAKING.test(element.text)) singers = new Set();
    if (element.type !== "dialogue") continue;
    const marked = previous?.type === "parenthetical" && SINGING.test(previous.text);
    const singer =
      !marked && cue && (ledIn || (singers.size > 0 && singers.has(cue.toLowerCase())));
    if (!marked && !singer) continue;
    const detail = marked ? `Sung: ${previous.text}` : "Sung by a character the scene sets singing";
    found.push(inElement(element, lyrics(element.text, 0, element.text.length, detail)));
  }
  return found;
};

/**
 * The words of the sentences that sing: only they name the singers ("BHANU blows the candle. The
 * rest of them sing." sets nobody named singing).
 */
function singingSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => STARTS_SINGING.test(sentence))
    .flatMap((sentence) => sentence.toLowerCase().match(/[a-z'’-]+/g) ?? []);
}

/** What puts a work on a stage in an action line: "Hamlet unfolds on stage". */
const ON_STAGE = /\b(?:on ?stage|the stage|performed|performance of|opening night)\b/i;
/** Capitalised words, as a work's title is written ("Twelfth Night", "The Importance of Being"). */
const CAPITALISED_RUN = /\p{Lu}[\p{L}-]*(?:\s(?:(?:of|the|and|in|a|an|to)\s)?\p{Lu}[\p{L}-]*)*/gu;

/**
 * The lines of a play staged in a scene: once an action line puts a listed work on a stage
 * ("Shakespeare's Twelfth Night unfolds on stage"), the speeches of those who speak in that
 * scene alone (the play's parts, not the audience) are the play's words, quoted text to clear.
 */
export const findStagedLines: ScriptFinder = (screenplay) => {
  const { elements } = screenplay;
  if (!elements.some((element) => element.type === "action" && ON_STAGE.test(element.text)))
    return [];
  const scenesOf = new Map<string, Set<number>>();
  for (const element of elements)
    if (element.type === "character")
      scenesOf.set(element.text, (scenesOf.get(element.text) ?? new Set()).add(element.sceneIndex));
  const found: Candidate[] = [];
  let staged = false;
  let cue: string | undefined;
  for (const element of elements) {
    if (element.type === "scene_heading") staged = false;
    else if (element.type === "action" && ON_STAGE.test(element.text))
      staged ||= namesListedWork(element.text);
    else if (element.type === "character") cue = element.text;
    else if (element.type === "dialogue" && staged && cue && scenesOf.get(cue)?.size === 1) {
      const signal = signalOf(
        "quoted-passage",
        "Spoken by a part of a work staged in the scene: its words",
      );
      found.push(
        inElement(
          element,
          passage(element.text.trim(), element.text.indexOf(element.text.trim()), signal),
        ),
      );
    }
  }
  return found;
};

/** Whether capitalised words of the line, without a possessive's owner, are a listed work. */
function namesListedWork(text: string): boolean {
  for (const piece of text.split(/['’]s\b|[^\p{L}\s-]/u))
    for (const run of piece.matchAll(CAPITALISED_RUN)) {
      const words = run[0].trim().split(" ");
      // "Tonight Hamlet": a sentence's first words may run into the title.
      for (let from = 0; from < words.length; from++)
        if (listedEntity(words.slice(from).join(" "))?.category === "work_title") return true;
    }
  return false;
}

/** A line that ends where a sign's words follow on their own lines: "Reads it:", "The sign says:". */
const READS_BELOW = /\b(?:reads?|says|shows|headline|sign|banner|placard|caption)(?: it)?\s*:\s*$/i;
/** A line that labels the text it shows: "Headline: MAYOR FLEES". */
const LABELLED =
  /^\s*(?:headline|sign|banner|placard|caption|graffiti|tattoo|billboard)\s*:\s*(\S.*)$/i;
/** A sign is a few short lines. */
const MAX_SIGN_LINES = 3;

/**
 * On-screen text written out of quotation marks: the lines in capitals after "Reads it:"
 * ("WARNING!" / "JUMPING SPIDERS!"), read as one text, and what a "Headline:" line shows.
 */
export const findSignLines: ScriptFinder = (screenplay) => {
  const found: Candidate[] = [];
  const { elements } = screenplay;
  elements.forEach((element, index) => {
    // Both a label and a line that reads what follows end with a colon, which most lines lack.
    if (element.type !== "action" || !element.text.includes(":")) return;
    const labelled = LABELLED.exec(element.text)?.[1];
    if (labelled) {
      const start = element.text.length - labelled.length;
      found.push(inElement(element, signText(labelled.trim(), start, element.text.length)));
      return;
    }
    if (!READS_BELOW.test(element.text)) return;
    const lines: ScriptElement[] = [];
    for (const next of elements.slice(index + 1, index + 1 + MAX_SIGN_LINES)) {
      if (next.type !== "action" || !isCaps(next.text)) break;
      lines.push(next);
    }
    if (lines.length === 0) return;
    const shown = lines.map((line) => line.text.trim()).join(" ");
    found.push(inElement(lines[0]!, signText(shown, 0, lines[0]!.text.length)));
  });
  return found;
};

/**
 * An epigraph: a line before the first scene that the next line signs ("— Louisa May Alcott"),
 * a quotation whether or not it is in quotation marks.
 */
export const findEpigraphs: ScriptFinder = (screenplay) => {
  const { elements } = screenplay;
  const found: Candidate[] = [];
  for (const [index, element] of elements.entries()) {
    if (element.sceneIndex > 0) break;
    const next = elements[index + 1];
    if (!next || !signatureIn(next.text, next) || signatureIn(element.text, element)) continue;
    const inner = element.text.trim().replace(/^["“]|["”]$/g, "");
    if (inner.split(/\s+/).length < PASSAGE_WORDS) continue;
    const start = element.text.indexOf(inner);
    const signal = signalOf(
      "quoted-passage",
      "An epigraph, signed on the next line: check the published work",
    );
    found.push(inElement(element, passage(inner, start, signal)));
  }
  return found;
};

function signText(shown: string, start: number, end: number): TextMatch {
  return {
    ...passage(
      shown,
      start,
      signalOf("on-screen-text", "Text shown on screen (a sign, a headline): clear it as written"),
    ),
    end,
  };
}

function isCaps(text: string): boolean {
  return /\p{Lu}/u.test(text) && text === text.toUpperCase() && text.length <= 60;
}

function quoted(text: string, element: ScriptElement, characterWords: Set<string>): TextMatch[] {
  // Most lines quote nothing, which the pattern is slower to find out.
  if (!text.includes('"') && !text.includes("“")) return [];
  const runOn = element.type === "action" ? RUN_ON_QUOTATION.exec(text) : null;
  if (runOn && !isReportedSpeech(runOn[1]!, "") && runOn[1]!.split(/\s+/).length >= PASSAGE_WORDS)
    return [
      passage(
        runOn[1]!,
        runOn.index + runOn[0].indexOf(runOn[1]!),
        signalOf(
          "quoted-passage",
          "A quotation set apart, running on to its source: check the published work",
        ),
      ),
    ];
  return matchesOf(QUOTED, text).flatMap((found) => {
    const inner = found[1]!.trim().replace(/[.,;:!?]+$/, "");
    const start = found.index + found[0].indexOf(inner);
    const before = text.slice(Math.max(0, found.index - 70), found.index);
    // Text on a sign, a T-shirt or a hull is shown: the art department clears it as written. An
    // action line that is only a quotation in capitals ("MAYOR FLEES!") is an insert on screen.
    const wholeLine = text.trim() === found[0] && !/\p{Ll}/u.test(inner);
    const after = text.slice(found.index + found[0].length, found.index + found[0].length + 30);
    if (
      element.type === "action" &&
      (wholeLine || (ON_SCREEN.test(before) && !SUNG_BEFORE.test(before)) || WORN_AFTER.test(after))
    )
      return [
        passage(
          inner,
          start,
          signalOf(
            "on-screen-text",
            "Quoted text shown on screen (a sign, a screen, a garment): clear it as written",
          ),
        ),
      ];
    const words = inner.split(/\s+/);
    // "The company is called “Confederated Products.”", a yacht named “MISTRAL III”: the name of
    // a firm or a vessel, not a work's.
    const named = NAMED_AS.exec(before)?.[1]?.toLowerCase();
    if (named && words.length <= MAX_NAMED_WORDS && /^\p{Lu}/u.test(inner))
      return [
        title(
          inner,
          start,
          namedCategory(named),
          signalOf("named-as", "Quoted as what a firm, a brand or a vessel is called"),
        ),
      ];
    if (
      words.length <= MAX_NAMED_WORDS &&
      /^\p{Lu}/u.test(inner) &&
      /\p{Ll}/u.test(inner) &&
      PERIODICAL_BEFORE.test(before.replace(QUOTED_LIST_BEFORE, ""))
    )
      return [
        title(
          inner,
          start,
          "media",
          signalOf(
            "periodical-title",
            "Quoted as what a story is sold to or published in: a periodical",
          ),
        ),
      ];
    // "the song “chali chali re gori”": named a song, it is one's title, in any case or language.
    if (SONG_NAMED.test(before) && words.length <= MAX_SONG_TITLE_WORDS)
      return [
        title(
          inner,
          start,
          "music",
          signalOf("quoted-title", "Quoted right after the word song: a song's title"),
        ),
      ];
    if (readsAsTitle(words, characterWords)) {
      const sung = SUNG_BEFORE.test(before);
      return [
        title(
          inner,
          start,
          sung ? "music" : "work_title",
          signalOf(
            "quoted-title",
            sung
              ? "A song title in quotation marks, sung or played: music needs clearing"
              : "A title-cased phrase in quotation marks",
          ),
        ),
      ];
    }
    // Written before the first scene, a quotation is the script's epigraph, whoever it speaks to.
    const epigraph = element.sceneIndex === 0 && element.type !== "dialogue";
    if (words.length >= PASSAGE_WORDS && (epigraph || !isReportedSpeech(inner, before)))
      return [
        passage(
          inner,
          start,
          element.type === "action"
            ? signalOf(
                "quoted-passage",
                "A quoted passage: check whether it is taken from a published work",
              )
            : // Quoted in dialogue, it is more often the speaker's own words: it weighs less.
              signalOf(
                "quoted-passage",
                "A quotation inside dialogue: check whether it is taken from a published work",
                0.1,
              ),
        ),
      ];
    return [];
  });
}

function styled(text: string, element: ScriptElement, characterWords: Set<string>): TextMatch[] {
  return element.styleRuns.flatMap((run) => {
    if (!run.italic && !run.underline) return [];
    const inner = text
      .slice(run.start, run.end)
      .replace(/[\s.,;:!?]+$/, "")
      .trim();
    const start = run.start + text.slice(run.start, run.end).indexOf(inner);
    // A whole line in italics is a voice or a sign, not a title.
    if (!inner || inner.length >= text.trim().length - 1) return [];
    if (!readsAsTitle(inner.split(/\s+/), characterWords)) return [];
    const style = run.underline ? "Underlined" : "In italics";
    return [
      title(
        inner,
        start,
        "work_title",
        signalOf("styled-title", `${style}, as titles of works are written`),
      ),
    ];
  });
}

/**
 * Words someone in the story says or writes, not a quotation from a work: speech with "I" or
 * "you" in it unless it is recited, and anything shouted, with figures or broken off.
 */
function isReportedSpeech(passage: string, before: string): boolean {
  // Figures, capitals and speech broken off with dashes are the story's own words.
  if (/\d|\s--|—/.test(passage) || passage === passage.toUpperCase()) return true;
  // "With this ring I thee wed": nobody talks so now; a vow, a prayer or a verse is recited.
  if (ARCHAIC.test(passage)) return false;
  return PERSONAL.test(passage) && !RECITED_BEFORE.test(before) && !quotesFigure(before);
}

/** "Churchill replied: “…”": what a public figure said is a quotation, "you" or not. */
const FIGURE_SAID =
  /\b([A-Z][\p{L}'’-]+) (?:once |famously )?(?:said|says|replied|wrote|remarked|quipped|declared)\s*[:,]?\s*$/u;

function quotesFigure(before: string): boolean {
  const name = FIGURE_SAID.exec(before)?.[1];
  return name !== undefined && isFamousSurname(name);
}

/**
 * Marked text (quoted, italic) that reads as a title: not a sign in capitals (FOR SALE), a
 * nickname (DANNY), emphasis (I, Depressed?) or a character's name.
 */
function readsAsTitle(words: string[], characterWords: Set<string>): boolean {
  if (words.length === 0 || words.length > MAX_TITLE_WORDS || !isTitle(words)) return false;
  const joined = words.join(" ");
  if (joined === joined.toUpperCase() || /["“”]|[!?]\s/.test(joined)) return false;
  if (!words.some((word) => word.replace(/[^A-Za-z]/g, "").length >= 3)) return false;
  // "Hello, Hildy": someone spoken to, not a title.
  if (/,\s*\S+(?:\s\S+)?$/.test(joined)) return false;
  // "Jimmy Miller at the Times": someone and where they work, called out.
  if (isNameAtWork(words)) return false;
  const bareWords = words.map((word) => word.replace(/[^A-Za-z'’-]/g, "").toLowerCase());
  if (bareWords.every((word) => characterWords.has(word))) return false;
  return words.length > 1 || standsAlone(words[0]!.replace(/[^A-Za-z'’-]/g, ""));
}

/** A first name and a surname, then "at" or "from" the place they work. */
function isNameAtWork(words: string[]): boolean {
  return (
    words.length >= 4 &&
    /^(?:at|from)$/.test(words[2]!) &&
    isFirstName(words[0]!) &&
    /^[A-Z][a-z]/.test(words[1]!)
  );
}

/** Titles after their verbs, then songs after theirs; one scan finds both kinds of verb. */
function afterVerbs(text: string, characterWords: Set<string>): TextMatch[] {
  const titles: TextMatch[] = [];
  const songs: TextMatch[] = [];
  for (const found of matchesOf(TITLE_OR_SONG_VERBS, text)) {
    const song = found.groups?.song;
    const match = afterVerb(text, found, song ? "music" : "work_title", characterWords);
    if (match) (song ? songs : titles).push(match);
  }
  return [...titles, ...songs];
}

function afterVerb(
  text: string,
  found: RegExpExecArray,
  category: "work_title" | "music",
  characterWords: Set<string>,
): TextMatch | undefined {
  const after = found.index + found[0].length;
  const name = TITLE_AFTER_VERB.exec(text.slice(after, after + 120));
  if (!name?.[1]) return undefined;
  // A sentence ends the title: "reads 34-172. Inside…" names no work.
  const sentence = name[1].split(/[.!?]\s/)[0]!;
  const words = trimTrailingSmall(sentence.replace(/[.,!?:;]+$/, "").split(" "));
  if (!/[A-Za-z]{2}/.test(words[0] ?? "") || CLOCK_TIME.test(words[0]!)) return undefined;
  const inner = words.join(" ");
  // "FILLS with STREAMS OF INFORMATION": capitals that open on a joining word are a shout.
  if (inner === inner.toUpperCase() && JOINING_WORDS.has(words[0]!.toLowerCase())) return undefined;
  if (words.length > MAX_TITLE_WORDS) return undefined;
  const verb = (found.groups?.title ?? found.groups?.song ?? "").toLowerCase();
  const lead = `${verb} ${name[0].slice(0, name[0].indexOf(name[1]))}`;
  if (words.length === 1 && !STRONG_TITLE_LEAD.test(lead) && !standsAlone(words[0]!))
    return undefined;
  // "watching Edward Bloom swim away": a character, not a work.
  if (words.every((word) => characterWords.has(word.replace(/['’]s$/, "").toLowerCase())))
    return undefined;
  const start = after + name[0].indexOf(name[1]);
  const detail =
    category === "music"
      ? `Sung or hummed ("${verb}"): music needs clearing`
      : `Named after "${verb}": likely the title of a work`;
  return title(inner, start, category, signalOf("title-verb", detail));
}

/**
 * "an episode of Lost", "the film Heat": words that can only lead to a work make one capitalised
 * word its title, ordinary word or not.
 */
const STRONG_TITLE_LEAD =
  /\b(?:(?:copy|edition|episode|rerun|reruns|issue) of|the (?:movie|film|novel|album))\s*$/;

/** One word after a verb is a title only when it is not an ordinary word, a name or "TV". */
function standsAlone(word: string): boolean {
  return word.length > 2 && !/['’]s$/.test(word) && !isCommonWord(word) && !isFirstName(word);
}

function isTitle(words: string[]): boolean {
  const significant = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  return (
    significant.length > 0 &&
    significant.every((word) => /^[A-Z0-9¡¿'"“‘(]/.test(word)) &&
    /^[A-Z0-9'"“‘¡¿(]/.test(words[0]!)
  );
}

function trimTrailingSmall(words: string[]): string[] {
  let end = words.length;
  while (end > 0 && SMALL_WORDS.has(words[end - 1]!.toLowerCase())) end -= 1;
  return words.slice(0, end);
}

/** A name in quotation marks or after a verb: a work's, a song's, or a firm's one is called. */
function title(
  inner: string,
  start: number,
  category: "work_title" | "music" | "media" | "brand" | "business" | "transport",
  signal: Signal,
): TextMatch {
  return {
    category,
    text: inner,
    key: nameKey(inner),
    canonical: inner,
    start,
    end: start + inner.length,
    signals: [signal],
    suggestedCode: CATEGORY_FACTS[category].defaultStatus,
  };
}

/** "the World Book Encyclopedia", "Brewer's Dictionary": a reference book by what it is. */
const REFERENCE_WORK =
  /(?<![\p{L}'’])((?:[A-Z][\p{L}'’-]*\s+){1,4}(?:Encyclopedia|Encyclopaedia|Dictionary|Almanac|Almanack|Thesaurus|Anthology))\b/gu;
const REFERENCE_WORD = /\b(?:Encyclop|Dictionary|Almanac|Thesaurus|Anthology)/;

function referenceWorks(text: string): TextMatch[] {
  return matchesOf(REFERENCE_WORK, text).flatMap((found) => {
    const name = found[1]!;
    // "The Oxford Dictionary" at a sentence's start: "The" is no part of the title.
    const words = name.split(/\s+/);
    if (words.slice(0, -1).every((word) => SMALL_WORDS.has(word.toLowerCase()))) return [];
    return [
      title(
        name,
        found.index,
        "work_title",
        signalOf(
          "reference-work",
          "A reference book named by what it is (an encyclopedia, a dictionary)",
        ),
      ),
    ];
  });
}

function passage(inner: string, start: number, signal: Signal): TextMatch {
  return {
    category: "quoted_text",
    text: inner,
    key: passageKey(inner),
    canonical: excerpt(inner),
    start,
    end: start + inner.length,
    signals: [signal],
    suggestedCode: "PR",
  };
}

function lyrics(text: string, start: number, end: number, detail: string): TextMatch {
  return passage(
    text.slice(start, end),
    start,
    signalOf("lyrics", `${detail}: if they come from a real song, they need a licence`),
  );
}

/** Passages are grouped by their opening words; the same chorus sung twice is one item. */
function passageKey(passageText: string): string {
  return nameKey(passageText)
    .replace(/[^a-z0-9 ]/g, "")
    .split(" ")
    .slice(0, 8)
    .join(" ");
}

function excerpt(passageText: string): string {
  return passageText.length <= 80
    ? passageText
    : `${passageText.slice(0, 77).replace(/\s+\S*$/, "")}…`;
}
