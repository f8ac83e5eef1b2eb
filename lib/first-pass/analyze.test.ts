import { parseFountain } from "@/lib/screenplay/fountain";
import type { Screenplay, ScriptElement } from "@/lib/screenplay/model";

import { analyzeScreenplay, MAX_ELEMENT_CHARS } from "./analyze";
import { FINDERS } from "./extract/finders";
import type { ClearanceItem } from "./model";

const analyze = (fountain: string) => analyzeScreenplay(parseFountain(fountain)).items;
const named = (items: ClearanceItem[], category: string) =>
  items.filter((item) => item.category === category).map((item) => item.canonical);

const PRECINCT = `
INT. SQUAD ROOM - NIGHT

SARAH KOWALSKI (40s), a detective with tired eyes, reads a file. ED PIKE (50s) hovers.

SARAH (V.O.)
Nobody leaves.

ED
You sure, Sarah?

SARAH (CONT'D)
Ask Det. Kowalski. She's sure.

WAITRESS
More coffee?

COP #2
I'll take one.
`;

function element(text: string, index: number, page = 1): ScriptElement {
  return { type: "action", text, page, sceneIndex: 1, index, styleRuns: [] };
}

function screenplayOf(elements: ScriptElement[]): Screenplay {
  return {
    format: "text",
    titlePage: {},
    elements,
    scenes: [],
    pageCount: elements.length,
    pageCountExact: false,
  };
}

describe("analyzeScreenplay", () => {
  it("reads the title page's contact block and notes, marking those occurrences", () => {
    const items = analyze(`Title: Lamplight
Author: Jo Writer
Contact: Harbourline Pictures
    (555) 867-5309
Copyright: (c) 2019 Harbourline Pictures. All Rights Reserved.

INT. LIGHTHOUSE - NIGHT

MARGO trims the wick.
`);
    const phone = items.find((item) => item.category === "phone")!;
    expect(phone.occurrences).toEqual([expect.objectContaining({ page: 1, titlePage: true })]);
    expect(phone.occurrences[0]!.elementIndex).toBeLessThan(0);
    const names = items.map((item) => item.canonical.toLowerCase());
    expect(names.some((name) => /2019|rights reserved/.test(name))).toBe(false);
  });

  it("reads the guild a title page's registration names", () => {
    const items = analyze(`Title: Lamplight
Author: Jo Writer
Contact: 12 Quay Lane
    Registered WGAw No. 1234567

INT. LIGHTHOUSE - NIGHT

MARGO trims the wick.
`);
    const guild = items.find((item) => item.category === "organisation");
    expect(guild?.canonical).toBe("Writers Guild of America West");
    expect(guild?.occurrences).toEqual([expect.objectContaining({ titlePage: true })]);
  });

  it("makes the script's own title a work to check, from its first line only, and nothing else", () => {
    const items = analyze(`Title: **DENVER**
    Part Two: The Thaw
Author: Jo Writer

INT. LIGHTHOUSE - NIGHT

MARGO trims the wick.
`);
    const titles = items.filter((item) => item.canonical.toLowerCase().includes("denver"));
    expect(titles.map(({ category, canonical }) => ({ category, canonical }))).toEqual([
      { category: "work_title", canonical: "Denver" },
    ]);
    expect(titles[0]!.occurrences).toEqual([expect.objectContaining({ page: 1, titlePage: true })]);
    expect(items.map((item) => item.canonical)).not.toContain("Part Two: The Thaw");
  });

  it("finds people named once in dialogue, by a first name or a surname alone", () => {
    const items = analyze(`
INT. DEPOT - DAY

MARGO
Ask Rhonda. Or ring Dombrowski's brother, the Thai place owes him. Keep wakin' up. I read
the Morse later.
`);
    const people = named(items, "character_name");
    expect(people).toEqual(expect.arrayContaining(["Rhonda", "Dombrowski"]));
    expect(people).not.toContain("Thai");
    expect(people).not.toContain("Wakin");
    // A surname that is also a word is no one in particular, unprompted.
    expect(people).not.toContain("Morse");
  });

  it("finds first names that are also words when spoken to, and unlisted names said with someone", () => {
    const items = analyze(`
INT. DEPOT - DAY

MARGO
Hello, Rusty! I went out with Quorvin and Thessaly. Frankly, no.
`);
    const people = named(items, "character_name");
    expect(people).toEqual(expect.arrayContaining(["Rusty", "Quorvin", "Thessaly"]));
    expect(people).not.toContain("Frankly");
  });

  it("reads a sign's lines in capitals after 'reads it:' and a headline's words as on-screen text", () => {
    const items = analyze(`
EXT. ROAD - DAY

Margo picks up a board. Reads it:

DANGER!

FALLING OWLS!

Headline: QUILLON SAVES THE DAY!

MARGO
Owls.
`);
    expect(named(items, "quoted_text")).toEqual(
      expect.arrayContaining(["DANGER! FALLING OWLS!", "QUILLON SAVES THE DAY!"]),
    );
  });

  it("finds a popular first name called out at a sentence start, and names with D' or O'", () => {
    const items = analyze(`
INT. DEPOT - DAY

MARGO
All right! Carl! You there. Hello, D'Ambrusio! Out with O'Ferrall again? Son? Rich, eh?
Get Quellmatz!
`);
    const people = named(items, "character_name");
    expect(people).toEqual(
      expect.arrayContaining(["Carl", "D'Ambrusio", "O'Ferrall", "Quellmatz"]),
    );
    // Only a name called out with "!" at a sentence start: "Son?" and "Rich, eh?" are words.
    expect(people).not.toContain("Son");
    expect(people).not.toContain("Rich");
  });

  it("takes a word before a rare surname for a first name when an age introduces them", () => {
    const items = analyze(`
INT. KITCHEN - DAY

Margo is joined by SOUTHER QUILLAN (30), a poet. Then she GRABS ROBIN BY THE ARM.

ROBIN
Ow.
`);
    const people = named(items, "character_name");
    expect(people).toContain("Souther Quillan");
    expect(people).not.toContain("Grabs Robin");
  });

  it("takes a word that speaks under a cue for a first name before a rare surname", () => {
    const items = analyze(`
EXT. PATIO - DAY

SLATE MCCORMACK, a retired pilot, sits by the pool.

SLATE
Beer's cold.
`);
    expect(named(items, "character_name")).toContain("Slate McCormack");
  });

  it("takes the full name a caption opens with for a person, and no other words", () => {
    const items = analyze(`
EXT. DOCK - DAY

SUPER: MARGO VENTRESS, HARBOUR PILOT

SUPER: JUNE BRINGS RAIN
`);
    const people = named(items, "character_name");
    expect(people).toContain("Margo Ventress");
    expect(people).not.toContain("June Brings Rain");
  });

  it("takes a capitalised word before a listed surname inside a sentence for a nickname", () => {
    const items = analyze(`
INT. DEPOT - DAY

MARGO
Get hold of Butch O'Malley. Since Election Day, Mister Burns wants pad thai. Ask Mr. Pakistani.
`);
    const people = named(items, "character_name");
    expect(people).toContain("Butch O'Malley");
    expect(people).not.toContain("Election Day");
    // A title before a demonym calls someone by where they are from.
    expect(people).not.toContain("Mr. Pakistani");
  });

  it("keeps a short name apart from one that only sounds like it", () => {
    const items = analyze(`
INT. DEPOT - DAY

Margo waits for Polack Mike.

MARGO
Where's Mac?
`);
    expect(named(items, "character_name")).toEqual(expect.arrayContaining(["Polack Mike", "Mac"]));
  });

  it("takes capitals before an ordinary word that no name list knows for a thing, not a person", () => {
    const items = analyze(`
INT. DEPOT - DAY

Margo plugs in a ZORVEX STICK and answers a QUINTAR CALL. DORIS PRICE waves.
`);
    const people = named(items, "character_name");
    expect(people).toContain("Doris Price");
    expect(people).not.toContain("Zorvex Stick");
    expect(people).not.toContain("Quintar Call");
  });

  it("takes a first name that is also a word for a name when a person's verb follows", () => {
    const items = analyze(`
INT. DEPOT - DAY

MARGO
You know that Rusty would have come. The sun would not.
`);
    expect(named(items, "character_name")).toContain("Rusty");
  });

  it("reads a speaking cue of a word, a name and a listed surname as someone, not a role", () => {
    const items = analyze(`
INT. DEPOT - DAY

CHIME ARJUN PATEL
Where is everyone?

OLD MAN KOWALSKI
Gone home.
`);
    expect(named(items, "character_name")).toContain("Chime Arjun Patel");
    expect(named(items, "character_name")).not.toContain("Old Man Kowalski");
  });

  it("does not take a word called out twice for a full name", () => {
    const items = analyze(`
INT. DEPOT - DAY

MARGO
Tharo Tharo, aagu!
`);
    expect(named(items, "character_name")).not.toContain("Tharo Tharo");
  });

  it("does not take an unlisted word set off by commas for a name without a word about a person", () => {
    const items = analyze(`
INT. DEPOT - DAY

MARGO
Aiyo, Venakkadu, poddu poyindi. Thanks Quorvin.
`);
    const people = named(items, "character_name");
    expect(people).toContain("Quorvin");
    expect(people).not.toContain("Venakkadu");
  });

  it("takes a word the script names as a thing elsewhere for that thing, not a person", () => {
    const items = analyze(`
INT. PORCH - DAY

Boone tunes a battered Holstrom guitar.

MARGO
Play that old Holstrom for me.
`);
    expect(named(items, "brand")).toEqual(["Holstrom"]);
    expect(named(items, "character_name")).not.toContain("Holstrom");
  });

  it("keeps a person whose name only a thing's initials spell", () => {
    const items = analyze(`
INT. OFFICE - DAY

MARGO
I saw a guy on TED talk about it. You and Ted start drafting.
`);
    expect(named(items, "character_name")).toContain("Ted");
  });

  it("takes a public figure's full name, never a speaker, for that figure", () => {
    const items = analyze(`
INT. STUDY - NIGHT

MARGO
Winston Churchill hated that portrait.
`);
    const churchill = items.find((item) => item.canonical === "Winston Churchill");
    expect(churchill?.category).toBe("real_person");
  });

  it("takes a knighted full name that never speaks for a public figure, a knighted speaker not", () => {
    const items = analyze(`
INT. CLUB - NIGHT

MARGO
Sir Alaric Pennystone wrote the rule. Ask Sir Tobias Grell.

SIR TOBIAS GRELL
I did not.
`);
    expect(named(items, "real_person")).toContain("Alaric Pennystone");
    expect(named(items, "real_person")).not.toContain("Tobias Grell");
  });

  it("takes names listed with a public figure for public figures", () => {
    const items = analyze(`
INT. STUDY - NIGHT

Portraits line the hall: Winston Churchill, Pemberforth and Quillane.

MARGO
Pemberforth would have hated this.
`);
    const figures = named(items, "real_person");
    expect(figures).toEqual(expect.arrayContaining(["Pemberforth", "Quillane"]));
    expect(named(items, "character_name")).not.toContain("Pemberforth");
  });

  it("takes a name never introduced that is a popular Wikipedia title for a public figure", () => {
    const items = analyze(`
INT. STUDY - NIGHT

MARGO
She reads Roald Dahl to the twins.
`);
    expect(items.find((item) => item.canonical === "Roald Dahl")?.category).toBe("real_person");
  });

  it("takes a rare surname alone that one public figure bears for that figure", () => {
    const items = analyze(`
INT. STUDY - NIGHT

MARGO
As Kafka wrote, a book must be the axe.
`);
    const kafka = items.find((item) => item.canonical === "Kafka");
    expect(kafka?.category).toBe("real_person");
    expect(kafka?.signals.map((signal) => signal.kind)).toContain("famous-namesake");
  });

  it("takes a first name a public figure goes by alone, never a speaker's, for that figure", () => {
    const items = analyze(`
INT. STUDY - NIGHT

MARGO
Do another button up. You're not Elvis. Ask Oprah.
`);
    const elvis = items.find((item) => item.canonical === "Elvis");
    expect(elvis?.category).toBe("real_person");
    expect(items.find((item) => item.canonical === "Oprah")?.category).toBe("real_person");
    const speaking = analyze(`
INT. STUDY - NIGHT

ELVIS
Evening.
`);
    expect(speaking.find((item) => item.canonical === "Elvis")?.category).toBe("character_name");
  });

  it("takes a full name whose likeness a part calls for for a real person", () => {
    const items = analyze(`
INT. NEWSROOM - DAY

A clerk, almost a weary Orla Quennell type, pounds out copy.
`);
    expect(items.find((item) => item.canonical === "Orla Quennell")?.category).toBe("real_person");
  });

  it("groups a character's cue, CAPS introduction, first name and titled surname into one item", () => {
    const items = analyze(PRECINCT);
    const sarah = items.find((item) => item.canonical === "Sarah Kowalski");
    expect(sarah).toBeDefined();
    expect(sarah!.variants).toEqual(expect.arrayContaining(["SARAH", "Sarah", "Det. Kowalski"]));
    expect(sarah!.occurrences.map((occurrence) => occurrence.elementType)).toEqual(
      expect.arrayContaining(["action", "character", "dialogue"]),
    );
    expect(sarah!.signals.map((signal) => signal.kind)).toEqual(
      expect.arrayContaining(["caps-intro", "speaking", "profession", "full-name"]),
    );
  });

  it("never makes items of cue extensions or generic roles", () => {
    const names = analyze(PRECINCT).map((item) => item.canonical.toUpperCase());
    for (const role of ["V.O.", "CONT'D", "WAITRESS", "COP", "COP #2"])
      expect(names).not.toContain(role);
  });

  it("keeps two people who share a first name apart, and a bare shared name on its own", () => {
    const items = analyze(`
INT. KITCHEN - DAY

SARAH KOWALSKI (40s) and SARAH PIKE (20s) stare at each other.

SARAH
Well, this is awkward.
`);
    const people = named(items, "character_name");
    expect(people).toEqual(expect.arrayContaining(["Sarah Kowalski", "Sarah Pike", "Sarah"]));
    const bare = items.find((item) => item.canonical === "Sarah")!;
    expect(bare.signals.map((signal) => signal.detail)).toContain(
      "Could be Sarah Kowalski or Sarah Pike: kept apart",
    );
  });

  it("keeps a bare first name apart from a person the script never calls by it there", () => {
    const items = analyze(`
INT. NEWSROOM - DAY

Reporters Tolliver and Quenby play cards.

QUENBY
Deal, Fred Tolliver.

TOLLIVER
Dealt. That piece I wrote with Walter Oakley sold.

INT. CITY HALL - NIGHT

The COMMISSIONER paces.

COMMISSIONER
Sit down, Fred. Walter called about you.

INT. NEWSROOM - LATER

TOLLIVER
My deal, Walter.

QUENBY
Your turn, Fred.
`);
    const scenesOf = (name: string) =>
      items
        .find((item) => item.canonical === name)!
        .occurrences.map((occurrence) => occurrence.sceneIndex);
    // Tolliver speaks as TOLLIVER: the Fred of scene 2, where he is not, is someone else.
    expect(scenesOf("Fred")).toEqual([2]);
    expect(scenesOf("Fred Tolliver")).toEqual([1, 1, 1, 3, 3]);
    // Walter Oakley is named once in passing: the Walters of other scenes stay apart.
    expect(scenesOf("Walter")).toEqual([2, 3]);
    expect(scenesOf("Walter Oakley")).toEqual([1]);
  });

  it("gives an empty list for an empty or nonsense screenplay", () => {
    expect(analyzeScreenplay(screenplayOf([])).items).toEqual([]);
    expect(analyze("asdf qwer zxcv\n\n... --- !!!\n\nlorem ipsum")).toEqual([]);
  });

  it("finishes on pathological input: ten thousand pages of one word and a megabyte on one line", () => {
    const pages = screenplayOf(
      Array.from({ length: 10_000 }, (_, index) => element("Hello", index, index + 1)),
    );
    expect(analyzeScreenplay(pages).items.length).toBeLessThanOrEqual(1);
    const longLine = screenplayOf([element("Sarah Kowalski waits. ".repeat(50_000), 0)]);
    const [sarah] = analyzeScreenplay(longLine).items;
    expect(sarah!.occurrences.at(-1)!.end).toBeLessThanOrEqual(MAX_ELEMENT_CHARS);
  });

  it("tells where its time goes, by registered finder and step, without changing what it finds", () => {
    const script = `Title: Night Shift\n${PRECINCT}`;
    const stepTimes = new Map<string, number>();
    const timed = analyzeScreenplay(parseFountain(script), { stepTimes });
    expect(timed.items).toEqual(analyzeScreenplay(parseFountain(script)).items);
    const steps = ["speeches joined", "lines read", "overlaps settled", "items grouped"];
    expect([...stepTimes.keys()].sort()).toEqual(
      [...steps, ...FINDERS.map((finder) => finder.name)].sort(),
    );
    for (const ms of stepTimes.values()) expect(ms).toBeGreaterThanOrEqual(0);
  });

  it("counts items per category and reports its own duration", () => {
    const analysis = analyzeScreenplay(parseFountain(PRECINCT));
    const total = Object.values(analysis.counts).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(analysis.items.length);
    expect(analysis.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("ties a nickname in quotes, a middle name, a misspelt surname and a diminutive to one person", () => {
    const items = analyze(`
INT. GARAGE - NIGHT

DANIEL "DANNY" REYES (30s) wipes his hands. LORETTA MAE HOLLIS (20s) and MADISON PRUITT (17) wait.

DANNY
Ask Halloran.

LORETTA MAE
Mr. Holloran left. ELEANOR HALLORAN (50s) told Maddie.
`);
    const person = (name: string) => items.find((item) => item.canonical === name)!;
    expect(person("Daniel Reyes").variants).toEqual(expect.arrayContaining(["DANNY"]));
    expect(person("Loretta Mae Hollis").variants).toEqual(expect.arrayContaining(["LORETTA MAE"]));
    expect(person("Eleanor Halloran").variants).toEqual(expect.arrayContaining(["Halloran"]));
    expect(person("Madison Pruitt").variants).toEqual(expect.arrayContaining(["Maddie"]));
  });

  it("keeps Mrs. and Mr. of one family apart, and places, roles and two-letter codes out of names", () => {
    const items = analyze(`
INT. PORCH - DAY

TEDDY DUCHESNE (30s) and VIOLET DUCHESNE (20s) argue. A HEAVYSET MAN (50s) watches.

TEDDY
Miss Duchesne says no. We meet at Maple Street, by Fenway Park. Then Wrigley Field. QANTAS QF 401 leaves at six.
`);
    const names = items
      .filter((item) => item.category === "character_name")
      .map((item) => item.canonical);
    expect(names).toEqual(expect.arrayContaining(["Teddy Duchesne", "Violet Duchesne"]));
    expect(names).not.toEqual(expect.arrayContaining(["Maple Street"]));
    expect(names.some((name) => /Heavyset|Fenway|Wrigley|Qantas/i.test(name))).toBe(false);
    const violet = items.find((item) => item.canonical === "Violet Duchesne")!;
    expect(violet.variants).toContain("Miss Duchesne");
  });

  it("gives a bare surname to the one titled person of that name, and names a title card's full name", () => {
    const items = analyze(`
INT. POLLING STATION - DAY

Mr. LAMBERT, an elderly official, waits. Mrs. Hollis votes.

ON-SCREEN TITLE READS “HARLEY ALLEN, BARRELL DREGS SUPERMARKETS”.

LAMBERT
Next.

HOLLIS
Thank you, Mr Lambert.

ALLEN
Hello.
`);
    const names = items.filter((item) => item.category === "character_name");
    expect(names.map((item) => [item.canonical, item.occurrences.length]).sort()).toEqual([
      ["Harley Allen", 2],
      ["Mr. Lambert", 3],
      ["Mrs. Hollis", 2],
    ]);
  });

  it("reads a stray period between a first name and an initial as part of the name", () => {
    const items = analyze(`
INT. OFFICE - DAY

JOE
It's all very Martin. Q. Hollowell, isn't it?
`);
    expect(named(items, "character_name")).toContain("Martin Q. Hollowell");
  });

  it("takes a word run together from two ordinary words for a coined brand, or a firm that answers", () => {
    const items = analyze(`
INT. OFFICE - DAY

JOE
I cracked the VPN and Quillpost they used. Sleepwardens, they are called.

SLEEPWARDENS
Hello, how can we help?
`);
    expect(named(items, "brand")).toEqual(["Quillpost"]);
    expect(named(items, "business")).toEqual(["Sleepwardens"]);
    expect(named(items, "character_name")).toEqual(["Joe"]);
  });

  it("keeps a coined-looking brand that is also on our company list as one item", () => {
    // "Starbucks" reads as "star" + "bucks"; before a cue word the company list finds it too.
    const items = analyze(`
INT. CAFE - DAY

JOE nurses a Starbucks cup, then walks past a Starbucks sign.
`);
    const brands = items.filter((item) => item.canonical === "Starbucks");
    expect(brands).toHaveLength(1);
    expect(brands[0]!.occurrences).toHaveLength(2);
  });

  it("takes a word with a surname's ending, or a first name called out alone, for a person", () => {
    const items = analyze(`
INT. OFFICE - DAY

She waves her greetings: "Hi, good-looking!" "Nan!"

JOE
I'm running Wrzosowicki in your place.
`);
    expect(named(items, "character_name")).toEqual(expect.arrayContaining(["Nan", "Wrzosowicki"]));
  });

  it("keeps a bare surname apart when two titled people share it", () => {
    const items = analyze(`
INT. HOUSE - DAY

Mr. HOLLIS and Mrs. HOLLIS argue.

HOLLIS
Enough.
`);
    expect(named(items, "character_name").sort()).toEqual(["Hollis", "Mr. Hollis", "Mrs. Hollis"]);
  });

  it("keeps oaths, roles and vowelless acronyms out of names", () => {
    const items = analyze(`
INT. OPS ROOM - NIGHT

The ART LEADER checks a TINY DVD PLAYER.

ART LEADER (V.O.)
Go.

TERRANCE
For Christsake Terrance, wait.
`);
    expect(named(items, "character_name")).toEqual(["Terrance"]);
  });

  it("leaves a rare first name that opens a sentence out of the name after it", () => {
    const items = analyze(`
INT. FARM HOUSE - DAY

See Walter now. Hope Walters waves from the porch.

WALTER
Morning.
`);
    expect(named(items, "character_name").sort()).toEqual(["Hope Walters", "Walter"]);
  });

  it("takes capitalised words before a model number for a product, not a person", () => {
    const items = analyze(`
INT. ROOFTOP - NIGHT

Steel's face fills the Leupold Mark 4 scope.
`);
    expect(named(items, "character_name")).toEqual([]);
    expect(named(items, "brand")).toEqual(["Leupold Mark 4"]);
  });

  it("keeps a city that only sounds like a character's surname a place", () => {
    const items = analyze(`
INT. BARBERSHOP - DAY

DON PRICE (30s) sweeps.

DON
He was going to Paris, France. Price never went.
`);
    expect(named(items, "character_name")).toEqual(["Don Price"]);
    expect(named(items, "location")).toEqual(expect.arrayContaining(["Paris"]));
  });

  it("takes no name from the inside of a word", () => {
    const items = analyze(`
INT. GYM - DAY

The ex-Marine checks his iPhone. Kenzie waves at the McKenzie twins and an ex-Kenzie fan.

KENZIE
Go.
`);
    const kenzie = items.find((item) => item.canonical === "Kenzie")!;
    expect(kenzie.occurrences.map((occurrence) => occurrence.text)).toEqual(["Kenzie", "KENZIE"]);
  });

  it("keeps a pronoun after a full name out of it", () => {
    const items = analyze(`
INT. PRESS ROOM - DAY

HILDY
I went to see Earl Williams I thought.
`);
    const earl = items.find((item) => item.canonical === "Earl Williams")!;
    expect(earl.occurrences.map((occurrence) => occurrence.text)).toEqual(["Earl Williams"]);
  });

  it("leaves a possessive out of the name it comes before", () => {
    const items = analyze(`
INT. ATTIC - DAY

JO
My Beth would like you. Her Laurie would too.

BETH
Hello.

LAURIE
Hello.
`);
    expect(named(items, "character_name").sort()).toEqual(["Beth", "Jo", "Laurie"]);
  });
});
