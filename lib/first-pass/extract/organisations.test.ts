import { action as element } from "@/test/clearance-script";

import { findOrganisations } from "./organisations";

const found = (text: string) =>
  findOrganisations(text, { ...element, text }, { characterWords: new Set(["sarah"]) }).map(
    ({ category, canonical, text: written }) => ({
      category,
      canonical,
      written,
    }),
  );

const categories = (text: string) => found(text).map(({ category }) => category);

describe("findOrganisations", () => {
  it("starts a firm's name after a character's full name run into it", () => {
    const named = (text: string) =>
      findOrganisations(
        text,
        { ...element, text },
        { characterWords: new Set(["sarah", "kowalski"]) },
      ).map(({ canonical }) => canonical);
    expect(named("The card reads: Sarah Kowalski Grand Hotel, room 9, noon.")).toEqual([
      "Grand Hotel",
    ]);
    // Firms are named after people: with no word of its own, the name is the firm's.
    expect(named("She opened the Sarah Kowalski Foundation in May.")).toEqual([
      "Sarah Kowalski Foundation",
    ]);
  });

  it("names businesses and institutions by their suffix, in any case", () => {
    expect(found("They meet at the Blue Moon Diner on Fifth.")).toEqual([
      { category: "business", canonical: "Blue Moon Diner", written: "Blue Moon Diner" },
    ]);
    expect(found("INT. MERCY GENERAL HOSPITAL - NIGHT")).toEqual([
      {
        category: "hospital",
        canonical: "Mercy General Hospital",
        written: "MERCY GENERAL HOSPITAL",
      },
    ]);
    expect(found("He works for Vance & Partners LLP and Acme Corp.")).toEqual([
      { category: "business", canonical: "Vance & Partners LLP", written: "Vance & Partners LLP" },
      { category: "business", canonical: "Acme Corp.", written: "Acme Corp." },
    ]);
    expect(found("Lincoln High School is closed.")[0]).toMatchObject({ category: "school" });
  });

  it("reads a place called by its owner's full name, where the sentence leads to a place", () => {
    expect(found("Take her over to Wally Brennan's in a cab.")).toEqual([
      { category: "business", canonical: "Wally Brennan's", written: "Wally Brennan's" },
    ]);
    expect(found("A diner, a place like Sarah Klemp's in Duluth.")[0]).toMatchObject({
      category: "business",
      canonical: "Sarah Klemp's",
    });
    expect(found("He gave it to Wally Brennan's brother.")).toEqual([]);
  });

  it("reads a character's possessive as a business where a review or a menu is of it", () => {
    expect(found("She reads a review of Sarah's in the paper.")[0]).toMatchObject({
      category: "business",
      canonical: "Sarah's",
    });
    expect(found("She drives over to Sarah's in the rain.")).toEqual([]);
  });

  it("takes a bureau named by police work for the police's", () => {
    expect(categories("Go over to the Missing Persons Bureau and ask.")).toEqual(["police"]);
    expect(categories("Go over to the Weather Bureau and ask.")).toEqual(["organisation"]);
  });

  it("takes a trust for an organisation, a bank for a business", () => {
    expect(categories("He left it all to the Marsh Heritage Trust.")).toEqual(["organisation"]);
    expect(categories("He banks with the Farmers Union Bank.")).toEqual(["business"]);
  });

  it("names ensembles and conferences as organisations", () => {
    expect(found("She plays with the Linden Valley Philharmonic.")).toEqual([
      {
        category: "organisation",
        canonical: "Linden Valley Philharmonic",
        written: "Linden Valley Philharmonic",
      },
    ]);
    expect(found("He spoke at the Harbourside Growers Conference.")[0]).toMatchObject({
      category: "organisation",
      canonical: "Harbourside Growers Conference",
    });
  });

  it("keeps initials in a name and leaves a titled character's possessive out of it", () => {
    expect(found("He sells for the T.R. Quillon Tackle Company.")[0]).toMatchObject({
      canonical: "T.R. Quillon Tackle Company",
    });
    expect(found("Call Sergeant Sarah's Harbour Squad.")[0]).toMatchObject({
      category: "police",
      canonical: "Harbour Squad",
    });
  });

  it("reads a newspaper named by its masthead word after 'the', in mixed case only", () => {
    expect(found("He writes for the Courier now.")).toEqual([
      { category: "media", canonical: "The Courier", written: "Courier" },
    ]);
    expect(found("HE WRITES FOR THE COURIER NOW.")).toEqual([]);
  });

  it("reads the forces of the story's country and a town's hospital named as its own", () => {
    expect(found("He served in the Navy, then the County Hospital took him.")).toEqual([
      { category: "hospital", canonical: "County Hospital", written: "County Hospital" },
      { category: "police", canonical: "Navy", written: "Navy" },
    ]);
    expect(found("INT. COUNTY HOSPITAL - NIGHT")).toEqual([]);
    expect(found("a county hospital in the navy yard")).toEqual([]);
  });

  it("reads a government department named as an office after 'the', in mixed case only", () => {
    expect(found("The memo came from the Harbour Office this morning.")).toEqual([
      { category: "organisation", canonical: "Harbour Office", written: "Harbour Office" },
    ]);
    expect(found("INT. DENTIST OFFICE - DAY")).toEqual([]);
    expect(found("She waits in a Harbour Office corridor.")).toEqual([]);
  });

  it("reads a character's brothers as a family, not a firm", () => {
    expect(found("Then came the Sarah Brothers, all three.")).toEqual([]);
    expect(found("Then came the Quillon Brothers trucks.")).toHaveLength(1);
  });

  it("names firms by their trade", () => {
    expect(found("The van reads Quillon Roofing, and Halvorsen Films shoots next door.")).toEqual([
      { category: "business", canonical: "Quillon Roofing", written: "Quillon Roofing" },
      { category: "business", canonical: "Halvorsen Films", written: "Halvorsen Films" },
    ]);
  });

  it("reads a prefix form and a numbered unit", () => {
    expect(found("She dropped out of the University of Nebraska.")[0]).toMatchObject({
      category: "school",
      canonical: "University of Nebraska",
    });
    expect(found("Transfer him to the 43rd Precinct.")).toEqual([
      { category: "police", canonical: "43rd Precinct", written: "43rd Precinct" },
    ]);
  });

  it("reads a real city's police named by the city, not a small town's or a person's", () => {
    expect(found("Chicago police in greatcoats pour through the door.")).toEqual([
      { category: "police", canonical: "Chicago police", written: "Chicago police" },
    ]);
    expect(found("The Los Angeles cops never came.")[0]).toMatchObject({
      canonical: "Los Angeles police",
    });
    expect(found("Sarah police the hallway.")).toEqual([]);
    expect(found("Winslow police arrive.")).toEqual([]);
  });

  it("reads possessive signage, but not someone's home", () => {
    expect(found("INT. JOE'S DINER - NIGHT")[0]).toMatchObject({
      category: "business",
      canonical: "Joe's Diner",
    });
    expect(found("Let's grab a slice at Mario's.")[0]).toMatchObject({
      category: "business",
      canonical: "Mario's",
    });
    expect(
      found("Meet me at Mario's tonight, or at Luigi's.").map((shop) => shop.canonical),
    ).toEqual(["Mario's", "Luigi's"]);
    expect(found("Here is my share of Dan’s cash.")).toEqual([]);
    expect(found("He walks to Dan's old car and gets in.")).toEqual([]);
    expect(found("INT. SARAH'S APARTMENT - NIGHT")).toEqual([]);
    expect(found("INT. SARAH'S KITCHEN - NIGHT")).toEqual([]);
    expect(found("INT. SARAH'S DINER - NIGHT")[0]).toMatchObject({ canonical: "Sarah's Diner" });
  });

  it("ignores generic places with a suffix-like word", () => {
    expect(found("INT. POLICE STATION - NIGHT")).toEqual([]);
    expect(found("The City Hospital lobby.")).toEqual([]);
    expect(found("They met at Sunday School.")).toEqual([]);
    expect(found("a hospital, a school and a diner")).toEqual([]);
    expect(found("EXT. SPECTRE - MAGIC HOUR")).toEqual([]);
  });

  it("reads goods in what holds them as goods, and a name that goes on as a name", () => {
    expect(found("KEN enters with a TRAY OF COFFEE, very casual.")).toEqual([]);
    expect(found("They grab a Cup of Joe Cafe latte.")).toEqual([
      { category: "business", canonical: "Cup of Joe Cafe", written: "Cup of Joe Cafe" },
    ]);
  });

  it("returns on a megabyte of capitalised words", () => {
    expect(Array.isArray(found("Blue Moon ".repeat(100_000) + "Diner"))).toBe(true);
  });

  it("reads broadcasters' call signs where a station is meant, and teams named after a city", () => {
    expect(found("The KTLA news van pulls up.")[0]).toMatchObject({
      category: "media",
      canonical: "KTLA",
    });
    expect(found("WGN-TV cuts to a commercial.")[0]).toMatchObject({ canonical: "WGN-TV" });
    expect(found("KFC and WOW.")).toEqual([]);
    expect(found("The Grand Ole Opry is live on WSM tonight.")[0]).toMatchObject({
      canonical: "WSM",
    });
    expect(found("He has tickets for the Memphis Chicks game.")[0]).toMatchObject({
      category: "sports",
      canonical: "Memphis Chicks",
    });
    expect(found("Ask Justice Brandeis.")).toEqual([]);
  });

  it("names courts, police forces and programmes by their ending, and not camera directions", () => {
    expect(found("Filed in Suffolk County Superior Court today.")[0]).toMatchObject({
      category: "organisation",
    });
    expect(found("The NSW Police Force arrives.")[0]).toMatchObject({ category: "police" });
    expect(found("Prohibition Bureau's got a new man in town.")[0]).toMatchObject({
      category: "organisation",
      written: "Prohibition Bureau",
    });
    expect(found("He was on The Ed Sullivan Show.")[0]).toMatchObject({
      category: "work_title",
      canonical: "Ed Sullivan Show",
    });
    expect(found("PRESS ROOM CLOSE SHOT GROUP")).toEqual([]);
    expect(found("From Crenshaw High School, a bell.")[0]).toMatchObject({
      canonical: "Crenshaw High School",
    });
  });

  it("names a force by Guard and a body by what binds it, but not a guard's job, nor the sentence's words before its name", () => {
    expect(found("Two officers of the HALDEN GUARD in mirrored helmets.")).toEqual([
      { category: "police", canonical: "Halden Guard", written: "HALDEN GUARD" },
    ]);
    expect(found("A Security Guard waves. The Prison Guard yawns.")).toEqual([]);
    expect(found("It's the Vessine Concord. Call the Marrow Syndicate.")).toEqual([
      { category: "organisation", canonical: "Vessine Concord", written: "Vessine Concord" },
      { category: "organisation", canonical: "Marrow Syndicate", written: "Marrow Syndicate" },
    ]);
    expect(found("No Vessine Concord ship has come.")[0]).toMatchObject({
      written: "Vessine Concord",
    });
  });

  it("reads descriptive words and a place before a business's kind as where it is, not its name", () => {
    expect(found("INT. TINY LYON RESTAURANT - NIGHT")).toEqual([]);
    expect(found("They stay at a cheap Denver motel.")).toEqual([]);
    expect(found("He reads the New Orleans Tribune.")[0]).toMatchObject({
      written: "New Orleans Tribune",
    });
  });
});
