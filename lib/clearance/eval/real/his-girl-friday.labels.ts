import type { RealScriptLabels } from "./labels";

/**
 * His Girl Friday (1940), Charles Lederer, after "The Front Page". The city is never named, but
 * its streets, police station, hospitals and newspapers are Chicago's (South State Street,
 * Western Avenue, Harrison Street Station, Lying-In Hospital, the Tribune), so the Governor and
 * the President of the day are identifiable office-holders.
 */
export default {
  file: "his_girl_friday_1940__charles_lederer.fdx",
  genre: "Screwball comedy",
  setting:
    "An unnamed big American city, evidently Chicago (State Street, Western Avenue, the Tribune), over one afternoon and night on the eve of a hanging and a city election, c. 1939",
  items: [
    // Title page
    { category: "work_title", name: "The Front Page", scene: 0, titlePage: true },
    { category: "work_title", name: "His Girl Friday", scene: 0, titlePage: true, optional: true },
    { category: "real_person", name: "Charles Lederer", scene: 0, titlePage: true, optional: true },
    { category: "real_person", name: "Ben Hecht", scene: 0, titlePage: true, optional: true },
    {
      category: "real_person",
      name: "Charles MacArthur",
      scene: 0,
      titlePage: true,
      optional: true,
    },
    {
      category: "real_person",
      name: "Alexander Coppen",
      scene: 0,
      titlePage: true,
      optional: true,
    },

    // Characters: principals
    {
      category: "character_name",
      name: "Hildegarde Johnson",
      aliases: ["Hildy Johnson", "HILDY", "Hilda", "Johnson", "Miss Johnson", "Yonson"],
      scene: 1,
    },
    {
      category: "character_name",
      name: "Walter Burns",
      aliases: ["BURNS", "WALTER", "Mr. Burns", "Mister Burns"],
      scene: 1,
    },
    // "Mr. Baldwin" / "Baldwin" also name Bruce, but are left to Mrs. Baldwin's label (same form).
    {
      category: "character_name",
      name: "Bruce Baldwin",
      aliases: ["BRUCE", "Mr. Bruce Baldwin"],
      scene: 1,
    },
    { category: "character_name", name: "Mrs. Baldwin", aliases: ["MRS. BALDWIN"], scene: 6 },
    {
      category: "character_name",
      name: "Louis Peluso",
      aliases: ["LOUIE", "LOUIS", "Diamond Louie", "Diamond Louis"],
      scene: 2,
    },
    { category: "character_name", name: "Duffy", aliases: ["DUFFY", "Mister Duffy"], scene: 2 },
    {
      category: "character_name",
      name: "Earl Williams",
      aliases: ["WILLIAMS", "Earl", "Mr. Williams"],
      scene: 2,
    },
    {
      category: "character_name",
      name: "Mollie Malloy",
      aliases: ["MOLLIE", "Molly Malloy", "Miss Mollie Malloy"],
      scene: 9,
    },
    {
      category: "character_name",
      name: "Sheriff Hartman",
      aliases: ["HARTMAN", "Mr. Hartman", "Hartwell", "Pete", "Pinky"],
      scene: 10,
    },
    // The Mayor appears; Hartman calls him Fred.
    { category: "character_name", name: "Fred", aliases: ["MAYOR", "the Mayor"], scene: 8 },
    {
      category: "character_name",
      name: "Silas F. Pinkus",
      aliases: ["PINKUS", "Mr. Pinkus", "Cooney"],
      scene: 48,
    },
    {
      category: "character_name",
      name: "Max J. Egelhoffer",
      aliases: ["EGELHOFFER", "Dr. Egelhoffer", "Professor Egelhoffer"],
      scene: 10,
    },
    { category: "character_name", name: "Warden Cooley", aliases: ["COOLEY"], scene: 21 },

    // Characters: the reporters
    { category: "character_name", name: "Endicott", aliases: ["ENDICOTT", "Mike"], scene: 9 },
    { category: "character_name", name: "Murphy", aliases: ["MURPHY", "Jimmy"], scene: 9 },
    { category: "character_name", name: "Fred Wilson", aliases: ["WILSON"], scene: 9 },
    { category: "character_name", name: "Dave Schwartz", aliases: ["SCHWARTZ"], scene: 9 },
    { category: "character_name", name: "McCue", aliases: ["MCCUE"], scene: 9 },
    {
      category: "character_name",
      name: "Roy Bensinger",
      aliases: ["BENSINGER", "Prissy Bensinger", "Mr. Bensinger", "Roy", "Roy V."],
      scene: 9,
    },

    // Characters: the Morning Post, the restaurant, the street
    { category: "character_name", name: "Maisie", aliases: ["MAISIE"], scene: 1 },
    { category: "character_name", name: "Beatrice", aliases: ["BEATRICE"], scene: 1 },
    { category: "character_name", name: "Mac", scene: 1 },
    { category: "character_name", name: "Jim", scene: 1 },
    { category: "character_name", name: "Laura", scene: 1 },
    { category: "character_name", name: "Nan", scene: 1 },
    { category: "character_name", name: "Eddie", scene: 1 },
    { category: "character_name", name: "Frank", scene: 1 },
    { category: "character_name", name: "Oscar", scene: 1 },
    { category: "character_name", name: "Jake", scene: 1 },
    { category: "character_name", name: "Skinny", scene: 1, optional: true },
    { category: "character_name", name: "Pop", scene: 1, optional: true },
    { category: "character_name", name: "Sweeney", aliases: ["Mr. Sweeney"], scene: 2 },
    { category: "character_name", name: "John Kruptzky", scene: 2 },
    { category: "character_name", name: "Pete Davis", aliases: ["Mr. Davis"], scene: 5 },
    { category: "character_name", name: "Gus", aliases: ["GUS"], scene: 6 },
    { category: "character_name", name: "Jimmy Wellman", scene: 8 },
    { category: "character_name", name: "Daniels", scene: 9 },

    // Characters: named in passing (never seen, or bit parts)
    { category: "character_name", name: "Merwyn D. Mayor", scene: 33 },
    { category: "character_name", name: "Howard Shenken", scene: 33 },
    { category: "character_name", name: "William Lungren", scene: 33 },
    { category: "character_name", name: "Lester Bartow", scene: 33 },
    { category: "character_name", name: "Mrs. William Tausig", scene: 33 },
    { category: "character_name", name: "Mrs. Phoebe DeWolfe", aliases: ["Phoebe"], scene: 47 },
    { category: "character_name", name: "Czernecki", scene: 48 },
    { category: "character_name", name: "Bessie", scene: 48 },
    { category: "character_name", name: "Olsen", scene: 48 },
    {
      category: "character_name",
      name: "Butch O'Connor",
      aliases: ["Butch", "H. Sebastian"],
      scene: 62,
    },
    { category: "character_name", name: "Tillie", scene: 68 },
    { category: "character_name", name: "Max", scene: 80 },
    { category: "character_name", name: "Carl", scene: 80 },
    { category: "character_name", name: "Emil", scene: 82 },
    { category: "character_name", name: "D'Arrasty", scene: 82 },
    { category: "character_name", name: "Fifi Randell", scene: 82 },
    { category: "character_name", name: "Old Lady Haggerty", aliases: ["Haggerty"], scene: 82 },

    // Real people and identifiable office-holders
    { category: "real_person", name: "Edna May Oliver", scene: 1 },
    { category: "real_person", name: "the Governor", aliases: ["Governor"], scene: 2 },
    { category: "real_person", name: "Hitler", scene: 2 },
    { category: "real_person", name: "Livingstone", scene: 62 },
    { category: "real_person", name: "Stanley", scene: 62 },
    { category: "real_person", name: "La Guardia", scene: 62 },
    { category: "real_person", name: "the President", aliases: ["President"], scene: 68 },
    { category: "real_person", name: "Shakespeare", scene: 78 },
    { category: "real_person", name: "Jack London", scene: 78 },
    // Most likely the trial lawyer Samuel Leibowitz.
    { category: "real_person", name: "Liebowitz", scene: 82 },

    // Businesses
    { category: "business", name: "Western Union", scene: 5 },
    { category: "business", name: "Jack Blake's", scene: 6 },
    {
      category: "business",
      name: "E.J. McClosky Manufacturing Company",
      aliases: ["McClosky Company"],
      scene: 9,
    },
    { category: "business", name: "Polack Mike's", scene: 62 },
    { category: "business", name: "Shoreland Hotel", scene: 82 },

    // Places
    { category: "location", name: "Reno", scene: 2 },
    { category: "location", name: "Bermuda", scene: 2 },
    { category: "location", name: "Atlantic City", scene: 2 },
    { category: "location", name: "New York", scene: 6 },
    { category: "location", name: "Albany", scene: 6 },
    { category: "location", name: "State Capitol", scene: 6 },
    {
      category: "location",
      name: "Criminal Courts Building",
      aliases: ["Criminal Courts"],
      scene: 8,
    },
    { category: "location", name: "Washington", scene: 10 },
    { category: "location", name: "Moscow", scene: 10 },
    { category: "location", name: "County Jail", scene: 21, optional: true },
    { category: "location", name: "43rd Street", scene: 26 },
    { category: "location", name: "Commerce Building", scene: 33 },
    { category: "location", name: "South State Street", scene: 47 },
    { category: "location", name: "State House", scene: 48, optional: true },
    { category: "location", name: "City Hall", scene: 62, optional: true },
    { category: "location", name: "Western Avenue", aliases: ["Western"], scene: 80 },
    { category: "location", name: "Thirty-fifth Street", scene: 80 },
    { category: "location", name: "Thirty-fourth", scene: 80 },
    { category: "location", name: "Niagara Falls", scene: 84 },
    { category: "location", name: "Union station", scene: 88 },

    // Addresses and telephone numbers (exchange names, as spoken)
    {
      category: "address",
      name: "eight-sixty-one and a half South State Street",
      scene: 47,
    },
    { category: "phone", name: "Western four-five-five-seven", scene: 80 },
    { category: "phone", name: "Morningside three-one-two-four", scene: 80 },
    { category: "phone", name: "Lafayette two-one-hundred", scene: 80 },

    // Newspapers and publications
    { category: "media", name: "Morning Post", aliases: ["Post", "The Post"], scene: 1 },
    { category: "media", name: "Racing Form", scene: 21 },
    { category: "media", name: "New York Herald", scene: 62 },
    { category: "media", name: "Tribune", aliases: ["The Tribune"], scene: 76 },

    // Titles of works
    { category: "work_title", name: "Advice to the Lovelorn", scene: 1 },
    { category: "work_title", name: "Tarzan", scene: 48 },

    // Music sung
    { category: "music", name: "Mademoiselle from Armontieres", scene: 78 },

    // Quoted text: on-screen text, recited verse, sung lyric, liturgy
    {
      category: "quoted_text",
      name: "Hildy: Don't be hasty -- remember my dimple. Walter.",
      aliases: ["Hildy: Don't be hasty -- remember my dimple"],
      scene: 2,
    },
    { category: "quoted_text", name: "death us do part", scene: 2, optional: true },
    { category: "quoted_text", name: "Kings and sixes The pot affixes", scene: 10, optional: true },
    { category: "quoted_text", name: "Production for use", scene: 23, optional: true },
    {
      category: "quoted_text",
      name: "It takes a heap o' livin' to make a house a home.",
      aliases: ["It takes a heap o' livin' to make a house a home"],
      scene: 31,
    },
    { category: "quoted_text", name: "Reform the Reds With a Rope", scene: 48, optional: true },
    { category: "quoted_text", name: "MISSING PERSONS BUREAU", scene: 71, optional: true },
    {
      category: "quoted_text",
      name: "and all is well, outside his cell",
      scene: 78,
      optional: true,
    },
    { category: "quoted_text", name: "Mademoiselle from Armontieres, parlay", scene: 78 },
    {
      category: "quoted_text",
      name: "THE POST SAVES EARL WILLIAMS!",
      aliases: ["POST SAVES EARL WILLIAMS!"],
      scene: 83,
    },
    {
      category: "quoted_text",
      name: "Impeachment Proceedings Launched Against Mayor For Attempting to Conceal Governor's Reprieve!",
      scene: 84,
    },
    {
      category: "quoted_text",
      name: "Will you love him, comfort him, honor and keep him",
      scene: 86,
      optional: true,
    },
    { category: "quoted_text", name: "With this ring I thee wed", scene: 86 },
    { category: "quoted_text", name: "COUNTERFEIT PASSER CAUGHT!", scene: 88 },
    {
      category: "quoted_text",
      name: "Attempting to pass five hundred dollars worth of counterfeit money",
      scene: 88,
      optional: true,
    },

    // Organisations
    { category: "organisation", name: "Brain Trust", scene: 10 },
    { category: "organisation", name: "Crime Commission", scene: 33 },
    { category: "organisation", name: "City Sealer's office", scene: 48, optional: true },
    { category: "organisation", name: "Fire Department", scene: 62, optional: true },

    // Police and military units
    { category: "police", name: "Red Army", scene: 10 },
    { category: "police", name: "Bombing Squad", scene: 33 },
    {
      category: "police",
      name: "27th Precinct Station House",
      aliases: ["27th Precinct"],
      scene: 47,
    },
    { category: "police", name: "Rifle Squad", scene: 47 },
    { category: "police", name: "Riot Squad", scene: 47 },
    { category: "police", name: "Harrison Street Station", scene: 60 },
    { category: "police", name: "Missing Persons Bureau", scene: 68 },

    // Schools and hospitals
    { category: "school", name: "Harvard", scene: 10 },
    { category: "hospital", name: "County Hospital", scene: 43 },
    { category: "hospital", name: "Mission Hospital", scene: 80 },
    { category: "hospital", name: "Community Hospital", scene: 80 },
    { category: "hospital", name: "Lying-In Hospital", scene: 80 },

    // Other
    { category: "other", name: "Svengali", scene: 2, optional: true },
    { category: "other", name: "Veteran's Parade", scene: 9, optional: true },
  ],
  ignore: [
    "City Room",
    "Press Room",
    "City Desk",
    "Sports Department",
    "School of Journalism",
    "Golden Rule",
    "Red Menace",
    "Holy Mackerel",
    "Jumping Jehosophat",
    "Holy Moses",
    "Mrs. Grundy",
    "Angel of Death",
    "Central",
    "Election Day",
    "Dementia praecox",
    "Your Honor",
    "Bolshevik",
    "Lioness Rushes to Defense of Cub",
    "Jezebel",
    "Judas",
    "Hallowe'en",
    "COPY BOY",
    "FADE OUT:",
  ],
} satisfies RealScriptLabels;
