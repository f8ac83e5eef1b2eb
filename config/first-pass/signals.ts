/**
 * Every kind of signal the first pass gives (docs/first-pass.md §6), in one catalogue: its
 * default weight (what it adds to the risk pre-score, -1 to 1, negative lowers it) and what it
 * means, in a sentence the researcher reads. A finder writes its own `detail` (the sentence about
 * this one find) and takes the weight from here unless it says why it differs.
 */
export type SignalKindFacts = {
  weight: number;
  meaning: string;
};

export const SIGNAL_KINDS = {
  // People and characters
  speaking: { weight: 0.05, meaning: "The name speaks under a cue: a character of the script." },
  "caps-intro": { weight: 0.05, meaning: "The name is introduced in capitals in action." },
  profession: {
    weight: 0.2,
    meaning: "A title or profession is attached, which makes a real namesake easier to identify.",
  },
  "full-name": {
    weight: 0.2,
    meaning: "A first name and a surname: full names always need checking.",
  },
  "first-name-only": { weight: -0.4, meaning: "A first name alone, which almost always clears." },
  "surname-only": {
    weight: 0.1,
    meaning: "A surname alone, identifiable with a title, a place or a profession.",
  },
  "ambiguous-name": {
    weight: 0,
    meaning: "The name could stand for more than one character, so the finds are kept apart.",
  },
  "lone-name": {
    weight: 0,
    meaning: "A name found alone in prose and never introduced: someone mentioned in passing.",
  },
  "coined-name": {
    weight: 0.2,
    meaning:
      "One word run together from two ordinary words: a coined brand or firm name, not a person's.",
  },
  "census-surname": {
    weight: 0,
    meaning:
      "The surname's rank in the 1990 US census: the commoner, the less likely a real namesake is meant (the weight comes from the rank).",
  },
  "census-first-name": {
    weight: 0,
    meaning:
      "The first name's rank in the 1990 US census, weighing half as much as a surname's (the weight comes from the rank).",
  },
  "listed-name": {
    weight: 0.3,
    meaning: "A surname not in the census but in the multicultural list of names: uncommon.",
  },
  "name-not-listed": { weight: 0.1, meaning: "A name on none of the lists of names." },
  "famous-name": { weight: 0.4, meaning: "The full name of a public figure." },
  "knighted-name": { weight: 0.4, meaning: "Sir or Dame before a public figure's name." },
  "famous-namesake": { weight: 0.4, meaning: "A public figure bears this name." },
  attribution: {
    weight: 0.4,
    meaning: "Someone is quoted or credited by name, as real people are.",
  },
  likeness: {
    weight: 0.4,
    meaning: "Someone looks or sounds like a named person, as real people are.",
  },
  "office-holder": {
    weight: 0.2,
    meaning: "An office named alone (the Governor): whoever holds it is a real person.",
  },
  "spoken-to": {
    weight: 0,
    meaning: "A name on none of our lists, spoken to by name: a person to check.",
  },
  "romanised-typed": {
    weight: 0,
    meaning:
      "A name on none of our lists in dialogue in a romanised language, typed by the word after it (a case ending for a place, an honorific for a person, a kind of place or institution).",
  },
  "introduced-by-role": {
    weight: 0,
    meaning:
      "A name on none of our lists, set beside a word for a person (Joss the mailman): a person to check.",
  },
  "paired-with-person": {
    weight: 0,
    meaning:
      "A name on none of our lists, named with someone by a first name (Kitty and Minny): a person to check.",
  },
  nickname: {
    weight: 0,
    meaning:
      "A name on none of our lists made of a thing and a word for someone (Volvo Guy): a person to check.",
  },
  "listed-with-kin": {
    weight: 0.3,
    meaning: "Named in a list beside names of the same kind, and so of that kind.",
  },
  // Places and addresses
  "known-city": { weight: 0.1, meaning: "A city of the GeoNames list." },
  "small-town": {
    weight: 0.3,
    meaning:
      "A small town of the GeoNames list, where a real person or business is easier to identify.",
  },
  "known-country": { weight: 0, meaning: "A country." },
  "known-state": { weight: 0, meaning: "A state or province." },
  "known-continent": { weight: 0, meaning: "A continent." },
  "part-of-country": { weight: 0.1, meaning: "A region named as a part of a country." },
  "named-region": { weight: 0.2, meaning: "A county, parish or region named by its kind." },
  "led-place": { weight: 0.2, meaning: "A place the sentence leads to (get to, drive to)." },
  "named-landmark": { weight: 0.2, meaning: "A landmark named by its kind (Bridge, Tower, Park)." },
  "named-location": {
    weight: 0.1,
    meaning: "A place named in a scene heading or after in or outside.",
  },
  "named-as-place": { weight: 0.2, meaning: "A name the script uses as a place." },
  "named-room": { weight: 0.1, meaning: "A named room or venue inside a building." },
  "numbered-house": { weight: 0.1, meaning: "A house or building named by its number." },
  "numbered-place": {
    weight: 0.1,
    meaning: "A place named by its kind and number (Pier 9, Route 66).",
  },
  "place-name-prefix": {
    weight: 0,
    meaning:
      "A name on none of our lists, named as places are (Port, Fort, Mount, Lake, Cape): a place to check.",
  },
  "heading-owner": {
    weight: 0.1,
    meaning: "The owner named in a scene heading's place (JACK'S BAR).",
  },
  "street-address": {
    weight: 0.6,
    meaning: "A street address with a number: a real one may belong to someone.",
  },
  "address-locality": { weight: 0.2, meaning: "A town or state written with a street address." },
  "street-name": { weight: 0.2, meaning: "A street named without a number." },
  "numbered-road": { weight: 0.1, meaning: "A numbered highway or road: usually fine to name." },
  "po-box": { weight: 0.5, meaning: "A post-office box, which may be someone's." },
  "famous-address": { weight: 0.2, meaning: "A famous address." },
  // Phones, web, plates
  "fictional-phone": { weight: -0.8, meaning: "A number in a range reserved for drama." },
  "real-format-phone": {
    weight: 0.5,
    meaning: "A phone number in a real format, which someone may hold.",
  },
  "not-fictional-phone": {
    weight: 0.2,
    meaning: "A phone number outside the ranges reserved for drama.",
  },
  "impossible-phone": { weight: -0.5, meaning: "A number no real line can have." },
  "famous-phone": { weight: 0.3, meaning: "A famous phone number." },
  "unreserved-555": {
    weight: 0.2,
    meaning: "A 555 number outside 555-0100 to 0199, which may be real.",
  },
  "unassigned-phone": { weight: 0.1, meaning: "A number in a range not assigned today." },
  "named-exchange": {
    weight: 0.4,
    meaning: "A number of a named exchange, as period pieces write them (HArrison 4-1127).",
  },
  "registrable-domain": {
    weight: 0.5,
    meaning: "A web address anyone can register, which may be someone's.",
  },
  "reserved-domain": { weight: -0.8, meaning: "A web address reserved for examples (RFC 2606)." },
  "email-address": { weight: 0.2, meaning: "An e-mail address." },
  "social-handle": { weight: 0.4, meaning: "A social-media handle, which someone may hold." },
  hashtag: { weight: 0.1, meaning: "A hashtag." },
  "plate-format": { weight: 0.6, meaning: "A licence plate in a real format." },
  "plate-like": { weight: 0.4, meaning: "Letters and digits written as a plate." },
  "vanity-plate": { weight: 0.4, meaning: "A vanity plate." },
  // Curated and wider lists
  "known-brand": { weight: 0.4, meaning: "On a list of well-known brands." },
  "known-company": { weight: 0.4, meaning: "On our list of chains and national companies." },
  "known-airline": { weight: 0.3, meaning: "On our list of airlines." },
  "known-transport": { weight: 0.3, meaning: "On our list of carriers, airports and stations." },
  "known-sports-team": { weight: 0.3, meaning: "On our list of sports teams." },
  "known-media": { weight: 0.3, meaning: "On our list of media outlets." },
  "known-organisation": { weight: 0.3, meaning: "On our list of organisations and agencies." },
  "known-police": { weight: 0.5, meaning: "On our list of police and military units." },
  "known-school": { weight: 0.4, meaning: "On our list of universities and schools." },
  "known-hospital": { weight: 0.4, meaning: "On our list of hospitals." },
  "known-landmark": { weight: 0.2, meaning: "On our list of landmarks." },
  "known-public-figure": { weight: 0.5, meaning: "On our list of public figures." },
  "known-character": { weight: 0.2, meaning: "On our list of famous fictional characters." },
  "known-work": { weight: 0.2, meaning: "On our list of works." },
  "known-programme": { weight: 0.3, meaning: "On our list of programmes." },
  "known-song": { weight: 0.3, meaning: "On our list of songs and pieces." },
  "public-domain": { weight: -0.3, meaning: "A work out of copyright in the US." },
  "wikipedia-title": { weight: 0.1, meaning: "One of the popular Wikipedia titles." },
  "company-context": { weight: 0.1, meaning: "Words beside the name say it is a company." },
  "ambiguous-word": {
    weight: -0.2,
    meaning:
      "The listed name is also an ordinary word, so it counts only with a word around it that says so.",
  },
  "outlets-together": { weight: -0.1, meaning: "Named among other outlets, as a group." },
  "capitalised-listed": {
    weight: 0.1,
    meaning: "Capitalised where the sentence does not explain it, and on our lists.",
  },
  // Names by their words or their context
  "name-suffix": {
    weight: 0.2,
    meaning: "Named with a company's or organisation's ending (Inc., Ltd., Foundation).",
  },
  "name-prefix": {
    weight: 0.2,
    meaning: "Named with an organisation's opening word (Bank of, Church of).",
  },
  "possessive-sign": {
    weight: 0.2,
    meaning: "A possessive name on a sign or storefront (Jack's).",
  },
  "numbered-unit": { weight: 0.3, meaning: "A numbered police or military unit." },
  "city-police": { weight: 0.2, meaning: "A city's police named by the city." },
  masthead: {
    weight: 0.2,
    meaning: "A newspaper named by its town and masthead word (Times, Herald).",
  },
  "armed-forces": { weight: 0.2, meaning: "An armed force named by its country." },
  "call-sign": { weight: 0.3, meaning: "A radio call sign or unit name." },
  "team-name": { weight: 0.2, meaning: "A team named by its city and nickname." },
  "team-named": {
    weight: 0,
    meaning:
      "A name on none of our lists, named as teams are, playing or winning: a team to check.",
  },
  initials: { weight: 0.1, meaning: "Initials that stand for an organisation." },
  "product-name": { weight: 0.3, meaning: "A name before a kind of product: a brand." },
  "brand-shape": {
    weight: 0,
    meaning:
      "A name on none of our lists, with a capital inside the word as brands are: a brand to check.",
  },
  "visited-business": {
    weight: 0,
    meaning:
      "A name on none of our lists, a place one shops, eats, works at or goes to: a business to check.",
  },
  "periodical-name": {
    weight: 0,
    meaning:
      "A name on none of our lists, named as papers are (Daily, Weekly): a periodical to check.",
  },
  // Works, text and music
  "named-before-kind-of-work": {
    weight: 0,
    meaning:
      "A name on none of our lists, before a kind of work (a movie, a book, a game): a title to check.",
  },
  "own-title": {
    weight: 0,
    meaning:
      "The script's own title, from its title page: title clearance checks it against works and marks of the same name.",
  },
  "quoted-title": { weight: 0.2, meaning: "A title in quotation marks." },
  "styled-title": { weight: 0.2, meaning: "A title set in italics or underlined." },
  "title-verb": { weight: 0.2, meaning: "A title after a verb of reading, watching or playing." },
  "periodical-title": { weight: 0.3, meaning: "A periodical's title in quotation marks." },
  "reference-work": { weight: 0.2, meaning: "A reference work named by its kind." },
  "named-as": {
    weight: 0.3,
    meaning: "A name given to a thing in quotation marks (a boat, a horse).",
  },
  "quoted-passage": {
    weight: 0.2,
    meaning: "A quoted passage, which may be taken from a published work.",
  },
  "on-screen-text": { weight: 0.2, meaning: "Text shown on screen (a sign, a garment, a hull)." },
  lyrics: { weight: 0.4, meaning: "Lines sung: lyrics need permission unless they are original." },
  // Transport
  "vessel-name": { weight: 0.2, meaning: "A ship or boat named by its kind." },
  "ship-name": { weight: 0.2, meaning: "A ship named with its prefix (USS, HMS)." },
  "airline-name": { weight: 0.3, meaning: "An airline named by its words." },
  "flight-number": { weight: 0.15, meaning: "A flight number." },
  "real-airline-flight": {
    weight: 0.5,
    meaning: "A flight number of a real airline, which may be a real flight.",
  },
  "fictional-airline": { weight: -0.5, meaning: "A flight of an invented airline." },
  "famous-flight": { weight: 0.6, meaning: "A famous flight." },
  // Added by people rather than by the first pass
  "customer-request": { weight: 0.5, meaning: "The customer asked for this item to be checked." },
} as const satisfies Record<string, SignalKindFacts>;

export type SignalKind = keyof typeof SIGNAL_KINDS;
