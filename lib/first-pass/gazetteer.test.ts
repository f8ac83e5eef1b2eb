import { action as element } from "@/test/clearance-script";

import { findKnownEntities, loadGazetteer } from "./gazetteer";

function find(text: string, characterWords: string[] = []) {
  return findKnownEntities(text, { ...element, text }, { characterWords: new Set(characterWords) });
}

function found(text: string) {
  return find(text).map(({ category, text, canonical }) => ({ category, text, canonical }));
}

beforeAll(() => loadGazetteer(), 60_000);

describe("findKnownEntities", () => {
  it("joins a model code to its make: one product, not a brand and a stray code", () => {
    expect(found("She racks a Beretta 92F and waits.")).toEqual([
      { category: "brand", text: "Beretta 92F", canonical: "Beretta 92F" },
    ]);
    expect(found("He parks the Yamaha 250R outside.")).toEqual([
      { category: "brand", text: "Yamaha 250R", canonical: "Yamaha 250R" },
    ]);
  });

  it.each([
    ["A LAND ROVER DEFENDER 90 AND A SAAB 900.", ["Land Rover Defender 90", "Saab 900"]],
    ["THE TOYOTA PULLS UP.", ["Toyota"]],
  ])("in capitals, joins a model to its make only when it ends in a number: %j", (text, named) => {
    expect(find(text).map(({ canonical }) => canonical)).toEqual(named);
  });

  it("needs a context word, not a capital, for a name that is as often another proper name", () => {
    expect(found("He lights a Parliament from the pack.")).toEqual([
      { category: "brand", text: "Parliament", canonical: "Parliament" },
    ]);
    expect(found("They drive to Chinatown for dumplings.")).not.toContainEqual(
      expect.objectContaining({ category: "work_title" }),
    );
  });

  it("tries the next entry written the same way when the first one's context is not near", () => {
    expect(found("The bill comes before Parliament next term.")).toEqual([
      { category: "organisation", text: "Parliament", canonical: "Parliament" },
    ]);
    expect(found("Owls gather, a parliament of them.")).toEqual([]);
  });

  it("takes an outlet whose name is also a word for the outlet when another outlet is beside it", () => {
    expect(found("She rides the Metro home.")).toEqual([]);
    expect(found("I saw a TED talk. Then Ted called.")).toEqual([
      { category: "media", text: "TED", canonical: "TED" },
    ]);
    expect(found('Calls come in: "Pat Ruiz at the Times", "Lee Moss, Metro".')).toEqual([
      { category: "media", text: "the Times", canonical: "The Times" },
      { category: "media", text: "Metro", canonical: "Metro" },
    ]);
  });

  it("knows a team by its nickname beside a word of sport, and the nickname shared by two teams not at all", () => {
    expect(found("He was a pitcher for the Cubs.")).toEqual([
      { category: "sports", text: "Cubs", canonical: "Chicago Cubs" },
    ]);
    expect(found("Reform the Reds, they said.")).toEqual([]);
    expect(found("The Sox won the game.")).toEqual([]);
  });

  it("knows the largest restaurant chains, in capitals too, and never as a newspaper", () => {
    expect(found("An empty PANDA EXPRESS carton beside a Whataburger cup.")).toEqual([
      { category: "brand", text: "PANDA EXPRESS", canonical: "Panda Express" },
      { category: "brand", text: "Whataburger", canonical: "Whataburger" },
    ]);
  });

  it("knows an outlet without its The or Daily, written with its capital", () => {
    expect(found("She filed it at the Express, then the Telegraph.")).toEqual([
      { category: "media", text: "Express", canonical: "Daily Express" },
      { category: "media", text: "the Telegraph", canonical: "The Daily Telegraph" },
    ]);
    expect(found("I must have read it eleven times.")).toEqual([]);
  });

  it("files intelligence services as organisations, theme parks as places, and surveillance programmes", () => {
    expect(found("A former MI6 officer drove them to Disneyland.")).toEqual([
      { category: "organisation", text: "MI6", canonical: "MI6" },
      { category: "location", text: "Disneyland", canonical: "Disneyland" },
    ]);
    expect(found("The analysts ran the intercepts through XKeyscore.")).toEqual([
      { category: "other", text: "XKeyscore", canonical: "XKeyscore" },
    ]);
    expect(found("Meet me in COBRA after the call.")).toEqual([
      { category: "location", text: "COBRA", canonical: "Cabinet Office Briefing Rooms" },
    ]);
    expect(found("A cobra rears in the basket.")).toEqual([]);
  });

  it("takes a name that is as often another proper name only capitalised, beside its context", () => {
    expect(found("The Met Commissioner rang twice.")).toEqual([
      { category: "police", text: "The Met", canonical: "Met" },
    ]);
    expect(found("I met the commissioner at noon.")).toEqual([]);
  });

  it("files famous characters of fiction apart from the works they come from", () => {
    expect(found("He fancies himself James Bond, reading Skyfall reviews.")).toEqual([
      { category: "other", text: "James Bond", canonical: "James Bond" },
      { category: "work_title", text: "Skyfall", canonical: "Skyfall" },
    ]);
  });

  it("reads a surname that is a common name as a public figure when it is quoted", () => {
    expect(found("To paraphrase Rousseau, we are born free.")).toEqual([
      { category: "real_person", text: "Rousseau", canonical: "Jean-Jacques Rousseau" },
    ]);
  });

  it("knows motorcycle makers, and a triumph that is no motorcycle", () => {
    expect(found("A 1992 Kawasaki Ninja and an old Triumph.")).toEqual([
      { category: "brand", text: "Kawasaki Ninja", canonical: "Kawasaki Ninja" },
      { category: "brand", text: "Triumph", canonical: "Triumph" },
    ]);
    expect(found("Triumph over adversity, again.")).toEqual([]);
  });

  it("ends a model's name at the kind of product, and names a model in capitals as a report would", () => {
    expect(found("She pulls off a sheet: JOEL'S OLD TRIUMPH BONNEVILLE MOTORCYCLE.")).toEqual([
      { category: "brand", text: "TRIUMPH BONNEVILLE", canonical: "Triumph Bonneville" },
    ]);
  });

  it("reads a name beside a slash in a heading, and leaves web addresses to the web finder", () => {
    expect(found("INT. JAGUAR XJ/PRIME MINISTER'S OFFICE - NIGHT")).toContainEqual(
      expect.objectContaining({ category: "brand", text: "JAGUAR XJ" }),
    );
    expect(found("Look it up at www.nike.com/store or mail nike@example.com.")).toEqual([]);
  });

  it("finds a hyphenated name written with a space", () => {
    expect(found("She sips a Coca Cola.")).toContainEqual(
      expect.objectContaining({ text: "Coca Cola", canonical: "Coca-Cola" }),
    );
  });

  it("finds known brands in an all-caps action line, with their offsets and signals", () => {
    const text = "SARAH WALKS INTO STARBUCKS AND ORDERS A PEPSI.";
    const matches = find(text);
    expect(matches).toEqual([
      expect.objectContaining({
        category: "brand",
        text: "STARBUCKS",
        key: "starbucks",
        canonical: "Starbucks",
        suggestedCode: "CC",
        signals: [
          {
            kind: "known-company",
            detail: "Matches a well-known company or chain (our curated list of businesses)",
            weight: 0.4,
          },
        ],
      }),
      expect.objectContaining({ category: "brand", text: "PEPSI", canonical: "Pepsi" }),
    ]);
    for (const match of matches) expect(text.slice(match.start, match.end)).toBe(match.text);
  });

  it("names rail, coach and transit carriers as transport, a greyhound only with its bus", () => {
    expect(found("Two tickets for the Eurostar, then the LIRR out to Montauk.")).toEqual([
      { category: "transport", text: "Eurostar", canonical: "Eurostar" },
      { category: "transport", text: "LIRR", canonical: "Long Island Rail Road" },
    ]);
    expect(found("She boards a Greyhound bus.")).toEqual([
      { category: "transport", text: "Greyhound", canonical: "Greyhound" },
    ]);
    expect(found("A greyhound sleeps by the fire.")).toEqual([]);
  });

  it("knows airports, stations and landmarks by their short names, and a shard of glass is not one", () => {
    expect(found("Out of JFK at six, then a cab from Grand Central to the Shard.")).toEqual([
      {
        category: "location",
        text: "JFK",
        canonical: "John F. Kennedy International Airport",
      },
      { category: "location", text: "Grand Central", canonical: "Grand Central Terminal" },
      { category: "location", text: "the Shard", canonical: "The Shard" },
    ]);
    expect(found("He picks up the shard of glass.")).toEqual([]);
  });

  it("files songs as music, with the public domain noted", () => {
    expect(find("The whole pub sings Waltzing Matilda at closing.")).toEqual([
      expect.objectContaining({
        category: "music",
        canonical: "Waltzing Matilda",
        signals: [
          expect.objectContaining({ kind: "known-song" }),
          expect.objectContaining({ kind: "public-domain" }),
        ],
      }),
    ]);
  });

  it("takes a brand that is also a surname only beside what it makes", () => {
    expect(found("He tunes the Gibson guitar, then leaves the Victrola playing.")).toEqual([
      { category: "brand", text: "Gibson", canonical: "Gibson" },
      { category: "brand", text: "Victrola", canonical: "Victrola" },
    ]);
    expect(found("Gibson walks in.")).toEqual([]);
  });

  it("reads a brand as the company where one holds its shares or works for it", () => {
    expect(found("Her stock certificate says Pepsi, 300 shares.")).toEqual([
      { category: "business", text: "Pepsi", canonical: "Pepsi" },
    ]);
    expect(found("He worked at Pepsi for years.")).toEqual([
      { category: "business", text: "Pepsi", canonical: "Pepsi" },
    ]);
    expect(found("She drinks a Pepsi.")).toEqual([
      { category: "brand", text: "Pepsi", canonical: "Pepsi" },
    ]);
  });

  it("leaves an ordinary word alone", () => {
    expect(find("Take aim at the target.")).toEqual([]);
    expect(find("TAKE AIM AT THE TARGET.")).toEqual([]);
    expect(find("She aims at the TARGET.")).toEqual([]);
  });

  it("takes an ambiguous name when its casing or a nearby word says so, and says it is ambiguous", () => {
    const [target] = find("She shops at Target.");
    expect(target).toMatchObject({ category: "brand", canonical: "Target" });
    expect(target?.signals.at(-1)).toEqual({
      kind: "ambiguous-word",
      detail: '"Target" is also an ordinary word or name; matched because it follows "at"',
      weight: -0.2,
    });
    expect(found("He drinks a Corona.")).toEqual([
      { category: "brand", text: "Corona", canonical: "Corona" },
    ]);
    expect(found("HE OPENS A CORONA BEER.")).toEqual([
      { category: "brand", text: "CORONA", canonical: "Corona" },
    ]);
    expect(found("Her Apple laptop is open.")).toHaveLength(1);
  });

  it("tells the sandwich chain from the subway", () => {
    expect(find("They ride the subway home.")).toEqual([]);
    expect(find("INT. SUBWAY - NIGHT")).toEqual([]);
    expect(found("She grabs a Subway sandwich.")).toEqual([
      { category: "brand", text: "Subway", canonical: "Subway" },
    ]);
  });

  it("does not trust a capital at the start of a sentence, or on a character's name", () => {
    expect(find("Corona. The town is empty.")).toEqual([]);
    expect(find("She moves to Florida.")).toEqual([
      expect.objectContaining({ category: "location" }),
    ]);
    expect(find("She moves to Florida.", ["florida"])).toEqual([]);
  });

  it("needs context for a name that is also a common person's name", () => {
    expect(find("Detective Ford enters.")).toEqual([]);
    expect(found("He drives a Ford truck.")).toEqual([
      { category: "brand", text: "Ford", canonical: "Ford" },
    ]);
  });

  it("reads initials as initials only with context", () => {
    expect(found("ICE agents raid the building. Ice melts.")).toEqual([
      { category: "police", text: "ICE", canonical: "ICE" },
    ]);
  });

  it("prefers the longest match at a position", () => {
    expect(found("He cheers for the LOS ANGELES LAKERS.")).toEqual([
      { category: "sports", text: "LOS ANGELES LAKERS", canonical: "Los Angeles Lakers" },
    ]);
    expect(found("She reads The New York Times.")).toEqual([
      { category: "media", text: "The New York Times", canonical: "The New York Times" },
    ]);
  });

  it("matches whole words, plus a plural of a product", () => {
    expect(found("He laces up his Nikes.")).toEqual([
      { category: "brand", text: "Nikes", canonical: "Nike" },
    ]);
    expect(find("NIKEFORCE and PEPSICOLA are made up.")).toEqual([]);
    expect(find("Visit www.nike.com today.")).toEqual([]);
  });

  it("groups aliases under one key and straightens apostrophes", () => {
    const [coke, cola] = find("A can of Coke, then a Coca-Cola.");
    expect(coke?.key).toBe("coca-cola");
    expect(cola?.key).toBe("coca-cola");
    expect(found("Lunch at McDonald’s.")).toEqual([
      { category: "brand", text: "McDonald’s", canonical: "McDonald's" },
    ]);
  });

  it("suggests a status per category", () => {
    const statusOf = (text: string) => find(text)[0]?.suggestedCode;
    expect(statusOf("The FBI arrives.")).toBe("RC");
    expect(statusOf("Obama waves.")).toBe("PF");
    expect(statusOf("She reads Pride and Prejudice.")).toBe("PD");
    expect(statusOf("She reads The Da Vinci Code.")).toBe("CC");
    // A song named is a title to check; one sung needs permission (the lyrics finder's PR).
    expect(statusOf("The jukebox plays Hotel California.")).toBe("CC");
    expect(statusOf("They fly to Zurich.")).toBe("NC");
  });

  it("uses Simple Icons for brands the curated lists lack", () => {
    expect(find("She practises on Duolingo.")).toEqual([
      expect.objectContaining({
        category: "brand",
        canonical: "Duolingo",
        signals: [expect.objectContaining({ detail: expect.stringContaining("Simple Icons") })],
      }),
    ]);
  });

  it("types popular Wikipedia titles: people, places and the rest", () => {
    expect(find("She sings like Carly Simon.")).toEqual([
      expect.objectContaining({
        category: "real_person",
        canonical: "Carly Simon",
        suggestedCode: "PF",
        signals: [
          expect.objectContaining({ detail: expect.stringContaining("compromise-wikipedia") }),
        ],
      }),
    ]);
    expect(found("They moved out to Oxfordshire.")).toEqual([
      { category: "location", text: "Oxfordshire", canonical: "Oxfordshire" },
    ]);
    const [place] = find("EXT. LOS ANGELES - NIGHT");
    expect(place).toMatchObject({ category: "location", canonical: "Los Angeles" });
    expect(place?.signals.at(-1)?.detail).toMatch(/^A city in California, US, population/);
    expect(found("Grandpa talks about World War II again.")).toContainEqual(
      expect.objectContaining({ canonical: "World War II" }),
    );
    expect(find("AEROSMITH PLAYS ON THE RADIO.")).toEqual([
      expect.objectContaining({
        category: "other",
        canonical: "Aerosmith",
        suggestedCode: "INFO",
      }),
    ]);
  });

  it("takes a title from the wide lists in mixed-case text only when capitalised", () => {
    expect(find("Placeholder text: lorem ipsum.")).toEqual([]);
    expect(found("Placeholder text: Lorem Ipsum.")).toEqual([
      { category: "other", text: "Lorem Ipsum", canonical: "Lorem Ipsum" },
    ]);
  });

  it("leaves single English words from the wide lists alone", () => {
    // Simple Icons has brands called Box and Ring; Wikipedia has an article called Radio.
    expect(find("She opens the Box and finds a Ring by the Radio.")).toEqual([]);
  });
});
