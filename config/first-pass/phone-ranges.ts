/**
 * Telephone numbers set aside for film and TV (clearance-domain.md §2.4), read by
 * lib/first-pass/extract/phones.ts. Labels are shown to researchers inside signal sentences.
 */

/** North America: only this block of the 555 exchange is reserved for fictional use. */
export const NANP_FICTIONAL_LINES = {
  exchange: "555",
  first: "0100",
  last: "0199",
  label: "555-0100–0199",
} as const;

/** Toll-free area codes in which the whole 555 exchange is reserved. */
export const NANP_TOLL_FREE_AREA_CODES: readonly string[] = [
  "800",
  "833",
  "844",
  "855",
  "866",
  "877",
  "888",
];

/** Seven-digit numbers famous from songs, films or the network itself. */
export const FAMOUS_NANP_NUMBERS: readonly { local: string; label: string }[] = [
  {
    local: "8675309",
    label: "867-5309, from the song “867-5309/Jenny”: real holders of it get prank calls",
  },
  {
    local: "5552368",
    label: "555-2368, used in Ghostbusters and The Rockford Files; not in the reserved range",
  },
  { local: "5551212", label: "555-1212, directory assistance in North America" },
];

/**
 * Area codes a script is likely to use, with the place a researcher would name. Others are
 * described by libphonenumber's validity check alone.
 */
export const NANP_AREA_CODE_PLACES: Readonly<Record<string, string>> = {
  "201": "northern New Jersey",
  "202": "Washington, D.C.",
  "206": "Seattle",
  "210": "San Antonio",
  "212": "Manhattan",
  "213": "Los Angeles",
  "214": "Dallas",
  "215": "Philadelphia",
  "216": "Cleveland",
  "303": "Denver",
  "305": "Miami",
  "310": "Los Angeles",
  "312": "Chicago",
  "313": "Detroit",
  "314": "St. Louis",
  "323": "Los Angeles",
  "347": "New York City",
  "404": "Atlanta",
  "407": "Orlando",
  "408": "San Jose",
  "412": "Pittsburgh",
  "415": "San Francisco",
  "416": "Toronto",
  "424": "Los Angeles",
  "503": "Portland, Oregon",
  "504": "New Orleans",
  "510": "Oakland",
  "512": "Austin",
  "514": "Montreal",
  "562": "Long Beach",
  "602": "Phoenix",
  "604": "Vancouver",
  "612": "Minneapolis",
  "615": "Nashville",
  "617": "Boston",
  "619": "San Diego",
  "626": "Pasadena",
  "646": "Manhattan",
  "650": "San Francisco Peninsula",
  "702": "Las Vegas",
  "713": "Houston",
  "714": "Orange County",
  "718": "New York City",
  "720": "Denver",
  "773": "Chicago",
  "808": "Hawaii",
  "813": "Tampa",
  "816": "Kansas City",
  "818": "Los Angeles (San Fernando Valley)",
  "907": "Alaska",
  "917": "New York City",
  "949": "Orange County",
};

/** A block of numbers outside North America kept out of service for drama. */
export type FictionalRange = {
  country: "GB" | "AU";
  /** First and last number in E.164 form, of equal length. */
  first: string;
  last: string;
  label: string;
};

const ofcom = (first: string, last: string, area: string, national: string): FictionalRange => ({
  country: "GB",
  first,
  last,
  label: `Ofcom's drama range for ${area} (${national})`,
});

const acma = (first: string, last: string, national: string): FictionalRange => ({
  country: "AU",
  first,
  last,
  label: `ACMA's list of fictitious numbers (${national})`,
});

const acmaMobile = (national: string): FictionalRange => {
  const e164 = `+61${national.replace(/\s/g, "").slice(1)}`;
  return acma(e164, e164, national);
};

/** UK Ofcom drama numbers and Australia's ACMA fictitious numbers. */
export const FICTIONAL_RANGES: readonly FictionalRange[] = [
  ofcom("+441632960000", "+441632960999", "a fictional area", "01632 960000–960999"),
  ofcom("+442079460000", "+442079460999", "London", "020 7946 0000–0999"),
  ofcom("+441134960000", "+441134960999", "Leeds", "0113 496 0000–0999"),
  ofcom("+441144960000", "+441144960999", "Sheffield", "0114 496 0000–0999"),
  ofcom("+441154960000", "+441154960999", "Nottingham", "0115 496 0000–0999"),
  ofcom("+441164960000", "+441164960999", "Leicester", "0116 496 0000–0999"),
  ofcom("+441174960000", "+441174960999", "Bristol", "0117 496 0000–0999"),
  ofcom("+441184960000", "+441184960999", "Reading", "0118 496 0000–0999"),
  ofcom("+441214960000", "+441214960999", "Birmingham", "0121 496 0000–0999"),
  ofcom("+441314960000", "+441314960999", "Edinburgh", "0131 496 0000–0999"),
  ofcom("+441414960000", "+441414960999", "Glasgow", "0141 496 0000–0999"),
  ofcom("+441514960000", "+441514960999", "Liverpool", "0151 496 0000–0999"),
  ofcom("+441614960000", "+441614960999", "Manchester", "0161 496 0000–0999"),
  ofcom("+442896496000", "+442896496999", "Belfast", "028 9649 6000–6999"),
  ofcom("+442920180000", "+442920180999", "Cardiff", "029 2018 0000–0999"),
  ofcom("+447700900000", "+447700900999", "mobiles", "07700 900000–900999"),
  ofcom("+448081570000", "+448081570999", "freephone", "08081 570000–570999"),
  ofcom("+449098790000", "+449098790999", "premium rate", "0909 8790000–8790999"),
  ofcom("+443069990000", "+443069990999", "UK-wide numbers", "03069 990000–990999"),
  ...[
    "0491 570 006",
    "0491 570 156",
    "0491 570 157",
    "0491 570 158",
    "0491 570 159",
    "0491 570 110",
    "0491 570 313",
    "0491 570 737",
    "0491 571 266",
    "0491 571 491",
    "0491 571 804",
    "0491 572 549",
    "0491 572 665",
    "0491 572 983",
    "0491 573 770",
    "0491 573 087",
    "0491 574 118",
    "0491 574 632",
    "0491 575 254",
    "0491 575 789",
    "0491 576 398",
    "0491 576 801",
    "0491 577 426",
    "0491 577 644",
    "0491 578 957",
    "0491 578 148",
    "0491 578 888",
    "0491 579 212",
    "0491 579 760",
    "0491 579 455",
  ].map(acmaMobile),
  acma("+61255500000", "+61255509999", "02 5550 xxxx"),
  acma("+61355500000", "+61355509999", "03 5550 xxxx"),
  acma("+61755500000", "+61755509999", "07 5550 xxxx"),
  acma("+61855500000", "+61855509999", "08 5550 xxxx"),
  acma("+61270100000", "+61270109999", "02 7010 xxxx"),
  acma("+61370100000", "+61370109999", "03 7010 xxxx"),
  acma("+61770100000", "+61770109999", "07 7010 xxxx"),
  acma("+61870100000", "+61870109999", "08 7010 xxxx"),
  acma("+611800160401", "+611800160401", "1800 160 401"),
  acma("+611800975707", "+611800975711", "1800 975 707–711"),
  acma("+611300975707", "+611300975711", "1300 975 707–711"),
];
