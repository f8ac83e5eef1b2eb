/** Region names for lib/first-pass/data/places.ts: GeoNames admin codes and common aliases. */

/** US states and DC with their postal abbreviations (GeoNames uses these as admin codes). */
export const US_STATES: readonly { name: string; abbreviation: string }[] = [
  { name: "Alabama", abbreviation: "AL" },
  { name: "Alaska", abbreviation: "AK" },
  { name: "Arizona", abbreviation: "AZ" },
  { name: "Arkansas", abbreviation: "AR" },
  { name: "California", abbreviation: "CA" },
  { name: "Colorado", abbreviation: "CO" },
  { name: "Connecticut", abbreviation: "CT" },
  { name: "Delaware", abbreviation: "DE" },
  { name: "District of Columbia", abbreviation: "DC" },
  { name: "Florida", abbreviation: "FL" },
  { name: "Georgia", abbreviation: "GA" },
  { name: "Hawaii", abbreviation: "HI" },
  { name: "Idaho", abbreviation: "ID" },
  { name: "Illinois", abbreviation: "IL" },
  { name: "Indiana", abbreviation: "IN" },
  { name: "Iowa", abbreviation: "IA" },
  { name: "Kansas", abbreviation: "KS" },
  { name: "Kentucky", abbreviation: "KY" },
  { name: "Louisiana", abbreviation: "LA" },
  { name: "Maine", abbreviation: "ME" },
  { name: "Maryland", abbreviation: "MD" },
  { name: "Massachusetts", abbreviation: "MA" },
  { name: "Michigan", abbreviation: "MI" },
  { name: "Minnesota", abbreviation: "MN" },
  { name: "Mississippi", abbreviation: "MS" },
  { name: "Missouri", abbreviation: "MO" },
  { name: "Montana", abbreviation: "MT" },
  { name: "Nebraska", abbreviation: "NE" },
  { name: "Nevada", abbreviation: "NV" },
  { name: "New Hampshire", abbreviation: "NH" },
  { name: "New Jersey", abbreviation: "NJ" },
  { name: "New Mexico", abbreviation: "NM" },
  { name: "New York", abbreviation: "NY" },
  { name: "North Carolina", abbreviation: "NC" },
  { name: "North Dakota", abbreviation: "ND" },
  { name: "Ohio", abbreviation: "OH" },
  { name: "Oklahoma", abbreviation: "OK" },
  { name: "Oregon", abbreviation: "OR" },
  { name: "Pennsylvania", abbreviation: "PA" },
  { name: "Rhode Island", abbreviation: "RI" },
  { name: "South Carolina", abbreviation: "SC" },
  { name: "South Dakota", abbreviation: "SD" },
  { name: "Tennessee", abbreviation: "TN" },
  { name: "Texas", abbreviation: "TX" },
  { name: "Utah", abbreviation: "UT" },
  { name: "Vermont", abbreviation: "VT" },
  { name: "Virginia", abbreviation: "VA" },
  { name: "Washington", abbreviation: "WA" },
  { name: "West Virginia", abbreviation: "WV" },
  { name: "Wisconsin", abbreviation: "WI" },
  { name: "Wyoming", abbreviation: "WY" },
];

/** GeoNames admin-1 codes of the other countries our customers mostly shoot in. */
export const ADMIN_REGIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  GB: { ENG: "England", SCT: "Scotland", WLS: "Wales", NIR: "Northern Ireland" },
  CA: {
    "01": "Alberta",
    "02": "British Columbia",
    "03": "Manitoba",
    "04": "New Brunswick",
    "05": "Newfoundland and Labrador",
    "07": "Nova Scotia",
    "08": "Ontario",
    "09": "Prince Edward Island",
    "10": "Quebec",
    "11": "Saskatchewan",
    "12": "Yukon",
    "13": "Northwest Territories",
    "14": "Nunavut",
  },
  AU: {
    "01": "Australian Capital Territory",
    "02": "New South Wales",
    "03": "Northern Territory",
    "04": "Queensland",
    "05": "South Australia",
    "06": "Tasmania",
    "07": "Victoria",
    "08": "Western Australia",
  },
};

/** Names scripts use for countries besides their countries-list names, with the ISO code. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  USA: "US",
  "U.S.A.": "US",
  "U.S.": "US",
  America: "US",
  "United States of America": "US",
  UK: "GB",
  "U.K.": "GB",
  Britain: "GB",
  "Great Britain": "GB",
  Holland: "NL",
  "Czech Republic": "CZ",
  Burma: "MM",
  "Ivory Coast": "CI",
  Swaziland: "SZ",
};

/** Parts of the United Kingdom that scripts name as countries. */
export const UK_NATIONS: readonly string[] = ["England", "Scotland", "Wales", "Northern Ireland"];

/**
 * Words for a people or its language that are not spelled from the place's name (English
 * demonyms, from the usual reference tables), so `isDemonym` cannot derive them.
 */
// prettier-ignore
export const NATIONALITIES: readonly string[] = [
  "French", "Dutch", "Flemish", "Walloon", "Welsh", "Irish", "English", "British", "Scots",
  "Scottish",
  "Swiss", "Greek", "Spanish", "Danish", "Polish", "Norwegian", "Portuguese", "Peruvian",
  "Filipino", "Basque", "Cornish", "Breton", "Catalan", "Arab", "Arabic", "Hebrew", "Yiddish",
  "Latin", "Gaelic", "Cypriot", "Kurdish", "Croat", "Serb", "Finn", "Swede", "Dane", "Pole",
  "Turk", "Brit", "Kiwi", "Aussie",
];

/** Short names of cities: alias → the GeoNames name. */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  NYC: "New York City",
  "Washington D.C.": "Washington, D.C.",
  "Washington, DC": "Washington, D.C.",
  "Washington DC": "Washington, D.C.",
  "D.C.": "Washington, D.C.",
  Philly: "Philadelphia",
  Vegas: "Las Vegas",
  "Saint Louis": "St. Louis",
  "St. Paul": "Saint Paul",
};
