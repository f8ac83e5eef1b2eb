/**
 * Words of Indian languages written in Latin letters that type the name before them in dialogue
 * (lib/first-pass/extract/romanised.ts, docs/first-pass.md §4.9). Sources: the case endings of
 * Telugu and Hindi grammar (Telugu's locative -lō and ablative -nuṇḍi/-niṇchi, Hindi's mẽ and
 * se, as romanised spellings write them), Wikipedia's "Indian honorifics" (garu, ji, sahib,
 * babu, bhai, anna, akka, amma, didi) and "Indian placename etymology" (Nagar, Puram, Pet,
 * Palli, Ganj, Bagh, Chowk, Gudem and the like). Words in lower case.
 */

/** After a name: "in", "into", "from" a place ("Nellore lo", "Delhi se", "Guntur nunchi"). */
export const ROMANISED_PLACE_CASES: readonly string[] = [
  "lo",
  "loki",
  "lopala",
  "nunchi",
  "nundi",
  "ninchi",
  "nunche",
  "mein",
  "se",
];

/** After a name, forms of respect that only a person takes ("Rao garu", "Sharma ji"). */
export const ROMANISED_PERSON_AFTER: readonly string[] = [
  "garu",
  "gaaru",
  "gari",
  "gaari",
  "ji",
  "sahib",
  "saab",
  "saheb",
  "babu",
  "bhai",
  "bhaiya",
  "akka",
  "anna",
  "amma",
  "didi",
];

/** A place name's last word ("Ashok Nagar", "Nehru Colony", "Hanuman Pet"). */
export const ROMANISED_PLACE_WORDS: readonly string[] = [
  "nagar",
  "colony",
  "puram",
  "pet",
  "peta",
  "palli",
  "palle",
  "ganj",
  "bagh",
  "chowk",
  "marg",
  "basti",
  "wadi",
  "gudem",
  "guda",
  "pally",
];

/** After a name, a kind of place in the language or in English, in lower case ("Kaveri nadi"). */
export const ROMANISED_PLACE_KINDS: readonly string[] = [
  "nadi",
  "river",
  "beach",
  "lake",
  "road",
  "colony",
  "station",
  "junction",
  "temple",
  "gudi",
  "market",
  "bazaar",
  "circle",
];

/** After a name, a kind of institution in lower case, and the category it makes the name. */
export const ROMANISED_INSTITUTIONS: Readonly<Record<string, "hospital" | "school" | "business">> =
  {
    hospital: "hospital",
    college: "school",
    university: "school",
    school: "school",
    bank: "business",
    hotel: "business",
    restaurant: "business",
  };
