import type { RealScriptLabels } from "./labels";

/**
 * "Based on true events" (the 1875 Rocky Mountain locust swarm), so every named family is checked
 * against real people of the time and place. The title page's contact block holds only the
 * placeholder words "Address", "Phone Number", "Email address": nothing real to report.
 */
export default {
  file: "farmland__jeffrey_stoltzfus.fdx",
  genre: "Period drama (short, frontier / based on true events)",
  setting: "Farmland in Nebraska, 1875",
  items: [
    // Characters
    { category: "character_name", name: "Henry Mast", aliases: ["HENRY"], scene: 2 },
    { category: "character_name", name: "Walter Mast", aliases: ["WALTER", "Mr. Mast"], scene: 2 },
    {
      category: "character_name",
      name: "Louis Sutter",
      aliases: ["LOUIS", "Mr. Sutter"],
      scene: 7,
    },
    { category: "character_name", name: "Elizabeth", scene: 7 },
    { category: "character_name", name: "Mary", scene: 7 },
    { category: "character_name", name: "Anna", scene: 7 },
    // The bank official, named only once in dialogue.
    { category: "character_name", name: "George", scene: 9 },

    // Real people (title-page epigraph)
    { category: "real_person", name: "Virginia Woolf", scene: 0, titlePage: true },

    // Quoted text (title-page epigraph)
    {
      category: "quoted_text",
      name: "You cannot find peace by avoiding life.",
      scene: 0,
      titlePage: true,
    },

    // Places
    { category: "location", name: "Nebraska", scene: 1 },
    { category: "location", name: "Sarpy County", aliases: ["Sarpy"], scene: 8 },
    { category: "location", name: "Kansas", scene: 13 },
    { category: "location", name: "Lincoln", scene: 26 },

    // Music (hymn sung by the congregation)
    { category: "music", name: "All Creatures Of Our God And King", scene: 7 },

    // Brands
    { category: "brand", name: "Winchester", scene: 28 },
  ],
  ignore: [
    "Address",
    "Phone Number",
    "Email address",
    "MAST FARM",
    "MAST HOUSE",
    "SUTTER HOUSE",
    "MODEST FRONTIER CHURCH",
    "SMALL TOWN BANK",
    "BANK OFFICIAL",
    "GRIM FARMER",
    "WOEFUL FARMER",
    "NEIGHBOR",
    "TITLE",
    "LATER",
    "FADE OUT:",
    "Pa",
    "Daddy",
    "Sunday",
    "God",
    "Morse code",
    "Rocky Mountain Locust",
    "president",
  ],
} satisfies RealScriptLabels;
