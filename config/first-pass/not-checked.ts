/**
 * The closed list of capitalised words a clearance report does not check (docs/first-pass.md
 * §4.3): a capitalised name that none of these explains is a candidate, whatever finds it.
 * Languages and nationalities are told by lib/first-pass/data/places.ts (`isDemonym`) and
 * sentence-initial ordinary words by the English word list; the rest is here, by kind.
 */
// prettier-ignore
export const NOT_CHECKED: Readonly<Record<string, readonly string[]>> = {
  pronouns: ["I", "I'm", "I'll", "I've", "I'd", "Me", "You", "We", "He", "She", "They", "It"],
  "question words": ["Who", "What", "Where", "When", "Why", "How", "Which"],
  /** Determiners and adverbs that open a sentence before a noun ("Just movies.", "This film"). */
  "function words": [
    "This", "That", "These", "Those", "Another", "Every", "Some", "Any", "Such", "My", "Your",
    "His", "Her", "Our", "Their", "Its", "Just", "Only", "Even", "Also",
  ],
  interjections: [
    "Oh", "Ah", "Aha", "Hey", "Hi", "Hello", "Bye", "Goodbye", "Yes", "Yeah", "Yep", "No", "Nope",
    "Okay", "OK", "Wow", "Whoa", "Woah", "Uh", "Um", "Huh", "Hmm", "Please", "Thanks", "Sorry",
    "Well", "Oops", "Cheers", "Damn", "Dammit", "Jeez", "Geez", "Shh", "Ow", "Ouch", "Yo", "Amen",
    "Mm", "Mmm", "Hm", "Uhm", "Erm", "Er", "Ugh", "Argh", "Alright", "Alrighty", "Christsake",
  ],
  /** Spoken forms written as one word ("Lemme see"). */
  "spoken forms": ["Lemme", "Gimme", "Gonna", "Wanna", "Gotta", "Dunno", "Kinda", "Sorta", "Y'all"],
  abbreviations: ["Etc", "Vs", "Re", "PS", "Ibid"],
  deities: [
    "God", "Lord", "Jesus", "Christ", "Allah", "Buddha", "Heaven", "Hell", "Satan", "Devil",
    "Almighty", "Holy Spirit",
  ],
  religions: [
    "Christian", "Christianity", "Catholic", "Catholicism", "Protestant", "Muslim", "Islam",
    "Jewish", "Jew", "Judaism", "Hindu", "Hinduism", "Buddhist", "Buddhism", "Sikh", "Mormon",
    "Baptist", "Methodist", "Lutheran", "Orthodox",
  ],
  holidays: [
    "Christmas", "Christmas Eve", "Easter", "Thanksgiving", "Halloween", "Hallowe'en", "Hanukkah", "Passover",
    "Ramadan", "Eid", "Diwali", "New Year", "New Year's", "New Year's Eve", "Valentine's Day",
    "Independence Day", "Labor Day", "Memorial Day", "Mother's Day", "Father's Day",
  ],
  seasons: ["Spring", "Summer", "Autumn", "Fall", "Winter"],
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  months: [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ],
  /** Family words and forms of address written as names ("Mom's car", "Yes, Sir"). */
  address: [
    "Mom", "Mum", "Mommy", "Mummy", "Dad", "Daddy", "Ma", "Pa", "Papa", "Mama", "Grandma",
    "Grandpa", "Granny", "Nana", "Sir", "Madam", "Ma'am", "Miss", "Mister", "Honey", "Baby",
    "Darling", "Sweetheart", "Buddy", "Dude", "Man", "Kid", "Boss", "Doc",
  ],
  /** Parts of the page, not the story: camera and scene words written in title case. */
  "scene and camera words": [
    "Int", "Ext", "Interior", "Exterior", "Cut", "Fade", "Dissolve", "Angle", "Close", "Insert",
    "Pov", "Later", "Continuous", "Day", "Night", "Morning", "Evening", "Afternoon", "Dawn",
    "Dusk", "Flashback", "Montage", "Intercut", "Beat", "Pause", "Silence", "Scene", "The End",
  ],
  /** Set phrases that name nobody. */
  idioms: [
    "Joe Public", "John Doe", "Jane Doe", "Average Joe", "Mr Right", "Mr. Right", "Holy Moses",
    "Holy Mackerel", "Holy Cow", "Holy Smoke", "Holy Smokes", "Holy Moly", "Holy Toledo",
  ],
};

/**
 * Shapes of capitalised words that are never a name on no list (docs/first-pass.md §4.3): sounds
 * drawn out or stammered, words run together with a lower-case part, contractions, initialisms
 * in the plural. A word on our lists is judged by its entry before these are asked.
 */
export const NOT_NAME_SHAPES: Readonly<Record<string, RegExp>> = {
  /** "Okaaay", "Soooo", "Ahhh", "Sssh". */
  "drawn-out sounds": /(\p{L})\1\1/u,
  /** "Ssh", "Mrs", "Hmph": no vowel at all. */
  "words without a vowel": /^[^aeiouy\P{L}]+$/iu,
  /** "Uhm", "Ungh", "Urrgh", "Uch". */
  grunts: /^u[hmngrc]+$/iu,
  /** "W-wait", "Oh-h", "D-did". */
  stammers: /^(\p{L}+)-\1/iu,
  /** "Zombie-like", "Sunday-morning", "Off-stage": names hyphenate with capitals (Jean-Luc). */
  "compounds with a lower-case part": /-\p{Ll}/u,
  /** "don't", "We’ll", "Where'd". */
  contractions: /['’](?:re|ve|ll|d|m|t)$/iu,
  /** "MPs", "LEDs", "ODed". */
  "initialisms in the plural": /^\p{Lu}{2,}(?:s|es|d|ed)$/u,
};
