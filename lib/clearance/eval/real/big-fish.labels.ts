import type { RealScriptLabels } from "./labels";

/**
 * Big Fish (John August, final production draft). A tall-tale frame story: the invented towns
 * (Ashton, Spectre) sit in real Alabama, so invented names are still checked, and real places,
 * brands and outlets around them are listed as they are named.
 */
export default {
  file: "big_fish__john_august.fountain",
  genre: "Fantasy drama",
  setting:
    "Ashton (invented town), Alabama, and the American South, from the 1930s to the 1970s in " +
    "flashback; present-day frame c. 1998–2001 in Alabama and Paris",
  items: [
    // Title page: credits, no contact details. The film's own title and its underlying novel.
    { category: "real_person", name: "John August", scene: 0, titlePage: true, optional: true },
    { category: "real_person", name: "Daniel Wallace", scene: 0, titlePage: true, optional: true },
    { category: "business", name: "Columbia Pictures", scene: 0, titlePage: true, optional: true },
    { category: "work_title", name: "Big Fish", scene: 0, titlePage: true, optional: true },

    // Characters of the story
    {
      category: "character_name",
      name: "Edward Bloom",
      aliases: [
        "EDWARD",
        "ADULT EDWARD",
        "YOUNG EDWARD",
        "GROWN-UP EDWARD",
        "EDWARD BLOOM",
        "Edward",
        "Eddie",
        "Mr. Bloom",
        "Bloom",
      ],
      scene: 0,
    },
    {
      category: "character_name",
      name: "William Bloom",
      aliases: ["WILL BLOOM", "WILL", "YOUNG WILL", "Will"],
      scene: 1,
    },
    {
      category: "character_name",
      name: "Sandra Kay Templeton",
      aliases: ["SANDRA", "Sandra Templeton", "Sandra"],
      scene: 3,
    },
    { category: "character_name", name: "Josephine", aliases: ["JOSEPHINE"], scene: 4 },
    {
      category: "character_name",
      name: "Dr. Julius Bennett",
      aliases: ["DR. JULIUS BENNETT", "DR. BENNETT", "YOUNG DR. BENNETT", "Dr. Bennett", "Bennett"],
      scene: 11,
    },
    { category: "character_name", name: "Henry Walls", scene: 0 },
    {
      category: "character_name",
      name: "Ruthie Macklin",
      aliases: ["RUTHIE MACKLIN", "RUTHIE", "Ruthie"],
      scene: 16,
    },
    {
      category: "character_name",
      name: "Wilbur Freely",
      // Spelled "Freeley" once (s33).
      aliases: ["WILBUR FREELY", "Wilbur Freeley", "Wilbur"],
      scene: 16,
    },
    { category: "character_name", name: "Don Price", aliases: ["DON PRICE", "Don"], scene: 16 },
    {
      category: "character_name",
      name: "Zacky Price",
      aliases: ["ZACKY PRICE", "ZACKY", "Zacky"],
      scene: 16,
    },
    { category: "character_name", name: "Ruth McHibbon", scene: 26 },
    {
      category: "character_name",
      name: "Karl the Giant",
      aliases: ["KARL THE GIANT", "KARL", "Karl"],
      scene: 46,
    },
    {
      category: "character_name",
      name: "Norther Winslow",
      aliases: ["NORTHER WINSLOW", "Norther"],
      scene: 49,
    },
    { category: "character_name", name: "Beamen", aliases: ["BEAMEN"], scene: 54 },
    { category: "character_name", name: "Mildred", aliases: ["MILDRED"], scene: 54 },
    {
      category: "character_name",
      name: "Jenny Hill",
      aliases: ["JENNY", "Jenny", "Young Jenny Hill"],
      scene: 54,
    },
    { category: "character_name", name: "Aunt Stacy", scene: 67 },
    {
      category: "character_name",
      name: "Amos Calloway",
      aliases: ["AMOS CALLOWAY", "AMOS", "Amos", "Mr. Calloway"],
      scene: 69,
    },
    {
      category: "character_name",
      name: "Colossus",
      aliases: ["COLOSSUS", "El Penumbra"],
      scene: 69,
    },
    { category: "character_name", name: "Mr. Soggybottom", scene: 73 },
    { category: "character_name", name: "Ping", aliases: ["PING"], scene: 103 },
    { category: "character_name", name: "Jing", aliases: ["JING"], scene: 103 },
    { category: "character_name", name: "Shirley", scene: 125 },
    { category: "character_name", name: "Kenny", scene: 131 },
    // Owner of Al's Country Store, seen once in action.
    { category: "character_name", name: "Al", aliases: ["AL"], scene: 144, optional: true },
    // The legendary catfish, a named animal.
    {
      category: "character_name",
      name: "The Beast",
      aliases: ["THE BEAST"],
      scene: 0,
      optional: true,
    },

    // Real people
    { category: "real_person", name: "Bob Hope", scene: 104 },

    // Businesses
    { category: "business", name: "La Rue 14°", aliases: ["LA RUE 14°"], scene: 4 },
    { category: "business", name: "Bloom Landscaping", scene: 37 },
    { category: "business", name: "Cole's Pharmacy", scene: 54 },
    { category: "business", name: "Talbot's Five and Dime", scene: 54 },
    { category: "business", name: "Al's Country Store", aliases: ["AL'S COUNTRY"], scene: 54 },
    { category: "business", name: "Olympia Circus", aliases: ["OLYMPIA CIRCUS"], scene: 68 },
    { category: "business", name: "Confederated Products", scene: 112 },
    {
      category: "business",
      name: "Horizon Savings & Loan",
      aliases: ["HORIZON SAVINGS & LOAN", "Horizon Savings and Loan"],
      scene: 116,
    },
    { category: "business", name: "Ashton Gas", aliases: ["ASHTON GAS"], scene: 129 },

    // Brands and products
    { category: "brand", name: "Ensure", scene: 27 },
    { category: "brand", name: "Buick", scene: 108 },
    // The salesman's invented product, marked (TM) in the script.
    { category: "brand", name: "Hand Around the House", scene: 113 },
    { category: "brand", name: "Budweiser", scene: 117 },
    { category: "brand", name: "Chevrolet", aliases: ["Chevy", "CHEVROLET", "CHEVY"], scene: 174 },
    { category: "brand", name: "Arrowhead", scene: 174 },
    { category: "brand", name: "Oldsmobile", scene: 186 },
    // The airliner type in the heading "AIR FRANCE 747" (a Boeing).
    { category: "brand", name: "747", scene: 14, optional: true },

    // Places
    { category: "location", name: "Alabama", scene: 0 },
    { category: "location", name: "Ashton River", aliases: ["ASHTON RIVER"], scene: 4 },
    { category: "location", name: "Ashton", aliases: ["ASHTON"], scene: 16 },
    { category: "location", name: "Paris", aliases: ["PARIS", "Paris, France"], scene: 4 },
    { category: "location", name: "Wichita", scene: 5 },
    { category: "location", name: "Kentucky", scene: 48 },
    { category: "location", name: "Spectre", aliases: ["SPECTRE"], scene: 53 },
    { category: "location", name: "Morocco", scene: 64 },
    { category: "location", name: "Congo", aliases: ["the Congo"], scene: 64 },
    { category: "location", name: "Florida", scene: 69 },
    { category: "location", name: "Russia", scene: 104 },
    { category: "location", name: "Cuba", scene: 104 },
    { category: "location", name: "Miami", scene: 104 },
    { category: "location", name: "Texas", aliases: ["TEXAS"], scene: 108 },
    { category: "location", name: "Tennessee", scene: 113 },
    { category: "location", name: "Wall Street", scene: 121 },
    { category: "location", name: "Manhattan", aliases: ["MANHATTAN"], scene: 142 },
    { category: "location", name: "Havana", scene: 153 },
    {
      category: "location",
      name: "Glenville Blvd.",
      aliases: ["GLENVILLE BLVD.", "Glenville"],
      scene: 175,
    },
    { category: "location", name: "U.S.", aliases: ["America"], scene: 13, optional: true },
    { category: "location", name: "The Atlantic", scene: 26, optional: true },
    {
      category: "location",
      name: "Main Street",
      aliases: ["MAIN STREET"],
      scene: 48,
      optional: true,
    },
    { category: "location", name: "France", scene: 49, optional: true },
    { category: "location", name: "Greek Street", scene: 93, optional: true },
    { category: "location", name: "Timbuktu", scene: 113, optional: true },
    { category: "location", name: "Africa", scene: 117, optional: true },
    { category: "location", name: "South America", scene: 117, optional: true },
    // The car's licence plates are from Missouri (no plate number is given).
    { category: "location", name: "Missouri", scene: 186, optional: true },

    // Organisations, military, schools
    { category: "organisation", name: "Indian Guides", aliases: ["INDIAN GUIDES"], scene: 2 },
    { category: "organisation", name: "Cub Scout", aliases: ["CUB SCOUT"], scene: 37 },
    { category: "organisation", name: "U.S.O.", scene: 101 },
    { category: "organisation", name: "U.S. Government", scene: 99, optional: true },
    { category: "police", name: "Army", aliases: ["the Army", "ARMY"], scene: 100 },
    {
      category: "school",
      name: "Auburn University",
      aliases: ["AUBURN UNIVERSITY", "Auburn"],
      scene: 84,
    },
    // "when you were at Missouri": the University of Missouri (journalism).
    { category: "school", name: "Missouri", scene: 156 },

    // Media and publications
    { category: "media", name: "Associated Press", aliases: ["A.P."], scene: 6 },
    { category: "media", name: "Newsweek", scene: 64 },
    { category: "media", name: "Playboy", scene: 94 },

    // Transport
    { category: "transport", name: "Air France", aliases: ["AIR FRANCE 747"], scene: 14 },

    // Titles of works
    { category: "work_title", name: "World Book Encyclopedia", scene: 34 },
    // Edward's own bedtime-story titles.
    { category: "work_title", name: "The Monkey in the Barn", scene: 15, optional: true },
    { category: "work_title", name: "The Dog in the Road", scene: 15, optional: true },

    // Music
    { category: "music", name: "Down to the River My Lord", scene: 33 },
    // Lynyrd Skynyrd, misspelled in "Skynard-loving".
    { category: "music", name: "Skynard", scene: 93 },
    // Ping and Jing's torch song, untitled on the page; named by its hook line.
    { category: "music", name: "Twice the Love", scene: 103 },

    // Quoted text: signs, written words, read-out text, lyrics
    {
      category: "quoted_text",
      name: "Kept in a small bowl, the goldfish will remain small",
      scene: 34,
    },
    {
      category: "quoted_text",
      name: "WARNING! JUMPING SPIDERS!",
      aliases: ["JUMPING SPIDERS!"],
      scene: 52,
    },
    { category: "quoted_text", name: "Welcome To Spectre!", scene: 53 },
    { category: "quoted_text", name: "I Love Sandra Templeton", scene: 90 },
    { category: "quoted_text", name: "Sometimes a girl can feel so alone", scene: 103 },
    { category: "quoted_text", name: "But she won't. No, she can't.", scene: 103 },
    { category: "quoted_text", name: "I've had twice the adventure", scene: 103 },
    { category: "quoted_text", name: "Ashton, 10 miles", scene: 127 },
    { category: "quoted_text", name: "Perpetual Motion", scene: 40, optional: true },
    // Norther Winslow's line of verse, spoken.
    {
      category: "quoted_text",
      name: "There is no softer ground than town",
      scene: 56,
      optional: true,
    },

    // Other
    // The carnival ride.
    { category: "other", name: "The Hydra", aliases: ["THE HYDRA"], scene: 75, optional: true },
  ],
  ignore: [
    "FADE IN:",
    "MATCH CUT TO:",
    "TITLE OVER:",
    "CUT TO BLACK.",
    "THE END",
    "LITTLE BRAVE",
    "MAYOR",
    "OLD WOMAN",
    "The Eye",
    "Key to the City",
    "Girl in the River",
    "Gypsies",
    "Jesus Christ",
    "Sunday School",
    "Hickville",
    "Puddleville",
    "Santa Claus",
    "Easter Bunny",
    "Gentle Giant",
    "David",
    "Goliath",
    "Cretaceous",
    "FOR SALE",
    "SIAMESE TWINS",
    "TEN THOUSAND DAFFODILS",
  ],
} satisfies RealScriptLabels;
