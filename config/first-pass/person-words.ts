/**
 * Words that, next to a name on no list, say the name is someone's (docs/first-pass.md §4.4).
 * A general pattern of English, not a list of names: the nouns for a person that an apposition
 * ("Joss the mailman", "Wren the new girl") or a nickname ("Volvo Guy", "Denver Kid") ends in.
 */

/** The last word of a nickname made of a thing and a word for someone: "Volvo Guy". */
export const NICKNAME_HEADS = ["guy", "gal", "girl", "boy", "man", "woman", "lady", "kid", "dude"];

/**
 * Nouns for someone that may follow "Name the …" a word or two later: "Joss the mailman",
 * "Wren the new girl", "Tam the night nurse". Words ending in "-man" or "-woman" count too.
 */
// prettier-ignore
export const APPOSITION_ROLES = [
  ...NICKNAME_HEADS, "fella", "fellow", "neighbor", "neighbour", "nurse", "doctor", "waiter",
  "waitress", "bartender", "driver", "clerk", "teacher", "cop", "guard", "plumber", "butcher",
  "baker", "barber", "janitor", "landlord", "landlady", "owner", "manager", "boss", "intern",
  "nanny", "tutor", "trainer", "coach", "courier", "mechanic", "cook", "chef", "cashier",
  "receptionist", "secretary", "assistant", "pilot", "vet", "dentist", "therapist", "priest",
  "pastor", "bouncer", "dealer", "gardener", "carpenter", "electrician", "contractor", "goon",
  "thug", "gangster", "crook", "hoodlum",
];
