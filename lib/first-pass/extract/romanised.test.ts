import { parseFountain } from "@/lib/screenplay/fountain";

import { atSentenceStart } from "./patterns";
import { romanisedDialogue } from "./romanised";
import { categoriesOf } from "./test-support";

// Invented lines in romanised Telugu, the action in English.
const ROMANISED = `
INT. KITCHEN - DAY

RAVI (30s) stirs a pot of rice.

RAVI
Mari nuvvu eppudu vastavu? Nenu ikkada vunnanu.

LATHA
Ninna mari cheppanu kadha, repu vastanu.

LATHA
Randi, koorchondi. Annam ayipoyindi.

RAVI
Sonia ni adugu, thanaki anni telusu.

LATHA
Sare, repu Sonia ki cheptanu.

RAVI
Ippudu vaddu, repu chuddam.

LATHA
Vaddu Kumar.
`;

describe("dialogue in a romanised language", () => {
  it("tells a script whose dialogue is romanised from one in English", () => {
    const romanised = romanisedDialogue(parseFountain(ROMANISED));
    expect(romanised.lines.size).toBe(7);
    expect(romanised.words.has("mari")).toBe(true);
    expect(romanised.namesInside.has("sonia")).toBe(true);
    const english = romanisedDialogue(
      parseFountain(
        "INT. KITCHEN - DAY\n\nRAVI\nWhere were you last night? I waited for hours.\n\nLATHA\nMari said the bus was late again, so I walked home.\n",
      ),
    );
    expect(english.lines.size).toBe(0);
  });

  it("finds where a sentence starts, however it ends", () => {
    expect(atSentenceStart("Mari nuvvu", 0)).toBe(true);
    expect(atSentenceStart("Ayyo... Mari", 7)).toBe(true);
    expect(atSentenceStart("Ayyo!!! Mari", 8)).toBe(true);
    expect(atSentenceStart("repu Sonia", 5)).toBe(false);
  });

  it("drops a sentence's first word the script writes in lower case or never capitalises inside", () => {
    const found = categoriesOf(ROMANISED);
    // "mari" is a word of the language; "Randi" a census name no sentence capitalises inside.
    expect(found.has("Mari")).toBe(false);
    expect(found.has("Randi")).toBe(false);
    // A word of the language before a surname is no first name, though the pair looks a full name.
    expect(found.has("Vaddu Kumar")).toBe(false);
    // Capitalised inside a sentence, a name opens one too.
    expect(found.get("Sonia")).toBe("character_name");
  });

  it("leaves a sentence's first name in English dialogue alone", () => {
    const found = categoriesOf(
      "INT. KITCHEN - DAY\n\nRAVI\nWhere were you last night? I waited for hours.\n\nLATHA\nSorry. Mari said the bus was late again, so I walked home.\n",
    );
    expect(found.get("Mari")).toBe("character_name");
  });

  it("types a name on no list by the word after it or its own last word", () => {
    const found = categoriesOf(`
INT. BUS STOP - NIGHT

KIRAN (40s) waits with a tiffin box.

KIRAN
Manam repu Ashok Nagar ki veldam, sare na?

LATHA
Vaadu ippudu Renigal nunchi vastunnadu anta.

KIRAN
Amma ni Vasavi hospital ki teesukelli choopinchu.

LATHA
Nenu ninna Subbarao garu tho matladanu.

KIRAN
Bazaaru lo anni dorukutayi.
`);
    expect(found.get("Ashok Nagar")).toBe("location");
    expect(found.get("Renigal")).toBe("location");
    expect(found.get("Vasavi hospital")).toBe("hospital");
    expect(found.get("Subbarao")).toBe("character_name");
    // Any word opens a sentence: "in the bazaar" names no place.
    expect(found.has("Bazaaru")).toBe(false);
  });
});
