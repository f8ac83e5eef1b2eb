import type { RealScriptLabels } from "./labels";

/**
 * The title page carries only the title, the author and a copyright line: no contact details.
 * Harry's letter is read aloud as dialogue, not shown as on-screen text, so it is not quoted text.
 */
export default {
  file: "my_living_memory__dan_rahmel.fountain",
  genre: "Supernatural drama (short)",
  setting: "An unnamed present-day American town (c. 2006), with memories of the Vietnam War",
  items: [
    // Characters
    { category: "character_name", name: "Joe", scene: 1 },
    { category: "character_name", name: "Matthew", scene: 1 },
    {
      category: "character_name",
      name: "Kate Randolph",
      aliases: ["KATE", "Mrs. Randolph"],
      scene: 1,
    },
    // Joe's boss, named once in dialogue ("Bernard's short a driver").
    { category: "character_name", name: "Bernard", scene: 2 },
    { category: "character_name", name: "Detective Burton", aliases: ["BURTON"], scene: 4 },
    { category: "character_name", name: "Betty", scene: 5 },
    // Betty's husband, mentioned once.
    { category: "character_name", name: "Bob", scene: 5 },
    { category: "character_name", name: "Harry", scene: 5 },
    // Joe's mother, to whom Harry's letter is addressed.
    { category: "character_name", name: "Catherine Randolph", aliases: ["Catherine"], scene: 9 },
    // A stray "Mary" in one action line, apparently a slip for Kate.
    { category: "character_name", name: "Mary", scene: 9, optional: true },

    // Phone numbers
    { category: "phone", name: "555-1332", scene: 4 },
    { category: "phone", name: "555-2312", scene: 4 },

    // Hospitals
    { category: "hospital", name: "Washington Hospital", scene: 4 },

    // Places
    { category: "location", name: "Disneyland", scene: 5 },
    { category: "location", name: "Vietnam", scene: 5 },

    // Businesses and brands
    { category: "brand", name: "Legos", scene: 1 },
    { category: "brand", name: "erector set", scene: 1 },
    { category: "business", name: "IBM", scene: 9 },

    // Military
    { category: "police", name: "marine", scene: 5, optional: true },
    { category: "other", name: "Silver Star", scene: 5 },
  ],
  ignore: [
    "MESSAGE MACHINE",
    "CONDUCTOR",
    "MAIN ROOM",
    "PARK PLAYGROUND",
    "OLD TRAIN STATION",
    "HILLTOP",
    "DISSOLVE TO:",
    "Sunday",
    "mommy",
    "Daddy",
    "God",
    "CO",
    "1960s",
    "the military",
  ],
} satisfies RealScriptLabels;
