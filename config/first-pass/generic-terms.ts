/**
 * Initials of ordinary things and roles, which the wide lists (Wikipedia titles) hold as titles
 * but which name nobody's property: a RETAIL CEO, an ATM, the DNA results.
 */
// prettier-ignore
export const GENERIC_ACRONYMS = [
  "ceo", "cfo", "coo", "cto", "vp", "hr", "pr", "it", "iq", "ai", "vip", "dna", "rna", "gps",
  "atm", "pin", "usb", "dvd", "cd", "tv", "pc", "sms", "suv", "rv", "ufo", "diy", "faq", "asap",
  "rsvp", "aka", "eta", "mri", "ct", "ekg", "ecg", "cpr", "icu", "er", "ok", "pov", "vo", "os",
  "cctv", "ssl", "tm",
];
