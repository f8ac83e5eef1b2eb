import { parseFountain } from "@/lib/screenplay/fountain";
import type { ElementType, ScriptElement, StyleRun } from "@/lib/screenplay/model";

import { findEpigraphs, findStagedLines, findSungLines, findWorks } from "./works";

const element = (type: ElementType, text: string, styleRuns: StyleRun[] = []): ScriptElement => ({
  type,
  text,
  page: 1,
  sceneIndex: 1,
  index: 0,
  styleRuns,
});
const works = (type: ElementType, text: string, styleRuns: StyleRun[] = []) =>
  findWorks(text, element(type, text, styleRuns), { characterWords: new Set() }).map(
    ({ category, canonical }) => `${category}: ${canonical}`,
  );

describe("findWorks", () => {
  it("reads titles in quotation marks, and long quoted passages as quoted text", () => {
    expect(works("dialogue", `Remember "Hotel California"?`)).toEqual([
      "work_title: Hotel California",
    ]);
    expect(works("dialogue", `Play "Hotel California" again.`)).toEqual([
      "music: Hotel California",
    ]);
    expect(works("action", `A billboard reads "Sunny Acres, 5 miles."`)).toEqual([
      "quoted_text: Sunny Acres, 5 miles",
    ]);
    expect(works("action", `DANIEL "DANNY" REYES (30s) and his "FOR SALE" sign.`)).toEqual([]);
    expect(
      works("action", `She recites "Four score and seven years ago our fathers brought forth".`),
    ).toEqual(["quoted_text: Four score and seven years ago our fathers brought forth"]);
    expect(works("dialogue", `He said "get out" and left.`)).toEqual([]);
  });

  it("reads what a story is sold to or published in as a periodical, a list of them and one ordinary word too", () => {
    expect(
      works(
        "dialogue",
        `He sold two to “Evening Lamp” and “Thistle”, and a tale in the “Harrow Bugle.”`,
      ),
    ).toEqual(["media: Evening Lamp", "media: Thistle", "media: Harrow Bugle"]);
    expect(works("dialogue", `She said “Thistle” twice.`)).toEqual([]);
  });

  it("reads titles from italic and underlined runs, but not emphasis", () => {
    const text = "She reads The Great Gatsby on the bus.";
    expect(works("action", text, [{ start: 10, end: 25, italic: true }])).toEqual(
      expect.arrayContaining(["work_title: The Great Gatsby"]),
    );
    expect(works("dialogue", "I said no.", [{ start: 7, end: 9, italic: true }])).toEqual([]);
    expect(
      works("action", "Whispers from the dark.", [{ start: 0, end: 23, italic: true }]),
    ).toEqual([]);
  });

  it("reads a title after a verb, and sung or hummed songs as music", () => {
    expect(works("action", "Dana watches Casablanca on a laptop.")).toEqual([
      "work_title: Casablanca",
    ]);
    expect(works("action", "He hums Moon River under his breath.")).toEqual(["music: Moon River"]);
    expect(works("action", "She reads the note. He watches TV.")).toEqual([]);
  });

  it("reads an ordinary word as a title after words that lead only to a work", () => {
    expect(works("action", "A TV on, with an episode of Drift waiting.")).toEqual([
      "work_title: Drift",
    ]);
    expect(works("action", "They saw the film Harbour twice.")).toEqual(["work_title: Harbour"]);
    expect(works("action", "She watches Drift from the porch.")).toEqual([]);
  });

  it("takes a quoted name and where they work for no title", () => {
    expect(works("action", "Analysts call out “Dora Quell at the Courier”.")).toEqual([]);
    expect(works("action", "He hums “Dora at the Seaside” twice.")).toEqual([
      "music: Dora at the Seaside",
    ]);
  });

  it("reads a quoted name after what a firm is called as the firm, and reference books", () => {
    expect(works("action", 'The company is called "Quillon Holdings." He smiles.')).toEqual([
      "business: Quillon Holdings",
    ]);
    expect(works("action", 'A soda brand named "Fizzmore Gold".')).toEqual([
      "brand: Fizzmore Gold",
    ]);
    expect(works("action", 'A yacht named "TERNLIGHT II" rocks at anchor.')).toEqual([
      "transport: TERNLIGHT II",
    ]);
    expect(
      works("dialogue", "I read the Harmsworth Family Encyclopedia. The Dictionary too."),
    ).toEqual(["work_title: Harmsworth Family Encyclopedia"]);
  });

  it("reads no title in a clock time or a shout after a verb, and keeps a title in capitals", () => {
    expect(works("action", "His watch reads 4:13am.")).toEqual([]);
    expect(works("action", "The screen FILLS with STREAMS OF INFORMATION.")).toEqual([]);
    expect(works("action", "She reads HARRY POTTER in bed.")).toEqual(["work_title: HARRY POTTER"]);
  });

  it("treats lyrics and sung dialogue as quoted text needing a licence", () => {
    expect(works("lyrics", "Happy days are here again")[0]).toBe(
      "quoted_text: Happy days are here again",
    );
    const screenplay = parseFountain("INT. BAR - NIGHT\n\nMAX\n(singing)\nFly me to the moon\n");
    const [sung] = findSungLines(screenplay);
    expect(sung).toMatchObject({
      category: "quoted_text",
      canonical: "Fly me to the moon",
      suggestedCode: "PR",
    });
  });

  it("reads the lines of someone an action line sets singing, until a line is spoken", () => {
    const screenplay = parseFountain(
      [
        "INT. DANCE HALL - NIGHT",
        "Rosalind sings to the crowd.",
        "ROSALIND\nOh the rain on the tin roof, it drums all night",
        "ROSALIND\n(to the band)\nFaster, boys.",
        "ROSALIND\nAnd that was the tin roof song.",
      ].join("\n\n"),
    );
    expect(findSungLines(screenplay).map((sung) => sung.canonical)).toEqual([
      "Oh the rain on the tin roof, it drums all night",
    ]);
  });

  it("takes a sing-song voice for speech, not a song", () => {
    const screenplay = parseFountain(
      [
        "INT. FAIR - DAY",
        "TELLER\n(in a sing song way)\nCome one, come all, the tale begins tonight",
        "TELLER\n(sing-song)\nAnd the hero rides away",
        "TELLER\n(singing)\nOh the river runs so wide",
      ].join("\n\n"),
    );
    expect(findSungLines(screenplay).map((sung) => sung.canonical)).toEqual([
      "Oh the river runs so wide",
    ]);
  });

  it("takes the singers from the sentence that sings, not from the whole action line", () => {
    const screenplay = parseFountain(
      [
        "INT. KITCHEN - NIGHT",
        "MILO lights the candles. The others sing the birthday song.",
        "MILO\nThanks, all of you, really.",
        "Later, MILO sings to the cat.",
        "MILO\nLittle cat of mine, sleep until the morning",
      ].join("\n\n"),
    );
    expect(findSungLines(screenplay).map((sung) => sung.canonical)).toEqual([
      "Little cat of mine, sleep until the morning",
    ]);
  });

  it("reads the speech an action line leads into with its singing as sung, and only that one", () => {
    const screenplay = parseFountain(
      [
        "INT. DANCE HALL - NIGHT",
        "He bolts the door and turns round, singing as he goes:",
        "OTTO\nLittle lamp of Lindenfeld, shine for me --",
        "He sits down.",
        "OTTO\nPass the salt, and the pepper too.",
      ].join("\n\n"),
    );
    expect(findSungLines(screenplay).map((sung) => sung.canonical)).toEqual([
      "Little lamp of Lindenfeld, shine for me --",
    ]);
  });

  it("reads a quotation named a song as the song's title, in any case or language", () => {
    expect(works("action", `The radio plays the song "chali chali re gori" twice.`)).toEqual([
      "music: chali chali re gori",
    ]);
    expect(works("action", `She hums a tune "Blue Harbour Waltz" as she irons.`)).toEqual([
      "music: Blue Harbour Waltz",
    ]);
  });

  it("reads a vow or a verse in old English inside dialogue as quoted text, I or not", () => {
    expect(
      works("dialogue", `There. "With this hand I thee hold and with my heart I thee keep."`),
    ).toEqual(["quoted_text: With this hand I thee hold and with my heart I thee keep"]);
    expect(
      works("dialogue", `He said "I will hold your hand and keep you warm all night."`),
    ).toEqual([]);
  });

  it("reads text shown on screen as it is written, not a song sung in a white shirt", () => {
    expect(works("action", `Her jacket reads “NO SURRENDER” in red.`)).toEqual([
      "quoted_text: NO SURRENDER",
    ]);
    expect(works("action", `The hull is painted "Marigold Three".`)).toEqual([
      "quoted_text: Marigold Three",
    ]);
    expect(works("action", `In a white shirt, he sings "Blue Harbour Waltz" badly.`)).toEqual([
      "music: Blue Harbour Waltz",
    ]);
    expect(works("dialogue", `The note says "back soon".`)).toEqual([]);
  });

  it("reads the words on a tattoo or a T-shirt named after them as shown, not a sign's stock words", () => {
    expect(works("action", `He flexes his faded “BORN TO LOSE” knuckle tattoo.`)).toEqual([
      "quoted_text: BORN TO LOSE",
    ]);
    expect(works("action", `A kid in an “I Survived Camp Okee” T-shirt waves.`)).toEqual([
      "quoted_text: I Survived Camp Okee",
    ]);
    expect(works("action", `The diner's “OPEN” sign flickers.`)).toEqual([]);
  });

  it("reads an action line that is only a quotation as an insert shown on screen", () => {
    expect(works("action", `"GRAIN BARON JAILED!"`)).toEqual(["quoted_text: GRAIN BARON JAILED"]);
    expect(works("dialogue", `"GRAIN BARON JAILED!"`)).toEqual([]);
    expect(works("action", `"Call me. Do not tell the others."`)).toEqual([]);
  });

  it("reads what a public figure is quoted as saying as a quotation, 'you' and all", () => {
    expect(
      works("dialogue", "And Churchill replied: “If you are going through hell, keep going.”"),
    ).toEqual(["quoted_text: If you are going through hell, keep going"]);
    expect(
      works("dialogue", "And Margo replied: “If you are going through hell, keep going.”"),
    ).toEqual([]);
  });

  it("reads an action line that opens a quotation and runs on to its source as a quotation", () => {
    expect(works("action", "“A harbour is safe, but that is not what ships are for.")).toEqual([
      "quoted_text: A harbour is safe, but that is not what ships are for",
    ]);
    expect(works("action", "“Wait,” she says, and leaves.")).toEqual([]);
  });

  it("reads a quotation before the first scene as the script's epigraph", () => {
    const text = `"You are braver than you believe, and wiser than you know." -- A. Poet`;
    const epigraph = { ...element("general", text), sceneIndex: 0 };
    expect(
      findWorks(text, epigraph, { characterWords: new Set() }).map((match) => match.category),
    ).toEqual(["quoted_text"]);
  });

  it("reads a line before the first scene that the next line signs as an epigraph, quoted or not", () => {
    const epigraphs = (fountain: string) =>
      findEpigraphs(parseFountain(fountain)).map(({ category, text }) => `${category}: ${text}`);
    expect(
      epigraphs(`Not all who wander far from home are lost, nor all who stay are found.

- Imogen Pell

INT. BARN - DAY

Hay.
`),
    ).toEqual([
      "quoted_text: Not all who wander far from home are lost, nor all who stay are found.",
    ]);
    // Unsigned, or signed after the first scene, it is the script's own prose.
    expect(
      epigraphs(`Not all who wander far from home are lost, nor all who stay are found.

INT. BARN - DAY

The cows wait by the gate for the farmer, as they do.

- Imogen Pell
`),
    ).toEqual([]);
  });

  it("reads the speeches of a listed play's parts, staged in the scene, as its words; not the audience's", () => {
    const staged = (fountain: string) =>
      findStagedLines(parseFountain(fountain)).map(({ category, text }) => `${category}: ${text}`);
    const script = (stage: string) => `
INT. NORA'S FLAT - DAY

NORA
We're late again.

INT. TOWN THEATRE - NIGHT

${stage}

PORTIA
The quality of mercy is not strained, it droppeth as the gentle rain.

NORA
She's wonderful.
`;
    expect(staged(script("The Merchant of Venice unfolds on stage. Nora leans in."))).toEqual([
      "quoted_text: The quality of mercy is not strained, it droppeth as the gentle rain.",
    ]);
    // No work named, or not on a stage: the speeches are the script's own.
    expect(staged(script("A play unfolds on stage. Nora leans in."))).toEqual([]);
    expect(staged(script("Nora reads The Merchant of Venice in the interval."))).toEqual([]);
  });

  it("does not take greetings, shouts or a character's name for titles", () => {
    expect(works("action", `They yell "Hello, Hildy!" and "Extra! Extra!"`)).toEqual([]);
    const context = { characterWords: new Set(["burns"]) };
    const text = "Hildy reads Burns the riot act.";
    expect(findWorks(text, element("action", text), context)).toEqual([]);
    const watching = "Will and his mother watch Edward Bloom swim away.";
    const bloom = { characterWords: new Set(["will", "edward", "bloom"]) };
    expect(findWorks(watching, element("action", watching), bloom)).toEqual([]);
    expect(works("dialogue", `She said "I'll call you back at 9 tonight, okay"`)).toEqual([]);
  });
});
