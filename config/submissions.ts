/** What a quote's details may hold (product.md §3), with the labels customers see. */
export const PROJECT_TYPES = [
  { value: "feature", label: "Feature film" },
  { value: "tv_pilot", label: "TV pilot" },
  { value: "tv_episode", label: "TV episode" },
  { value: "short", label: "Short film" },
  { value: "commercial", label: "Commercial" },
  { value: "documentary", label: "Documentary" },
  { value: "other", label: "Other" },
] as const;

export const STORY_PERIODS = [
  { value: "contemporary", label: "Contemporary" },
  { value: "historical", label: "Historical" },
] as const;

/** Categories of clearance items (clearance-domain.md §2.2), for text boxes and the first pass. */
export const CLEARANCE_CATEGORIES = [
  { value: "character_name", label: "Character name" },
  { value: "business", label: "Business name" },
  { value: "location", label: "Location" },
  { value: "address", label: "Street address" },
  { value: "phone", label: "Telephone number" },
  { value: "license_plate", label: "License plate" },
  { value: "web", label: "Website, e-mail or handle" },
  { value: "brand", label: "Product or brand" },
  { value: "work_title", label: "Title of a work" },
  { value: "quoted_text", label: "Quoted text or lyrics" },
  { value: "music", label: "Music" },
  { value: "real_person", label: "Real person or public figure" },
  { value: "organisation", label: "Organisation or agency" },
  { value: "police", label: "Police or military unit" },
  { value: "school", label: "School or university" },
  { value: "hospital", label: "Hospital" },
  { value: "sports", label: "Sports team or league" },
  { value: "media", label: "Publication or media outlet" },
  { value: "transport", label: "Airline, flight, ship or vehicle" },
  { value: "other", label: "Other" },
] as const;

export type ClearanceCategory = (typeof CLEARANCE_CATEGORIES)[number]["value"];

/** Limits on what one quote may hold. */
export const SUBMISSION_LIMITS = {
  titleLength: 200,
  alternativeTitles: 10,
  shortTextLength: 200,
  notesLength: 5_000,
  textBoxes: 200,
  textBoxLength: 300,
  /** The spec's limit on an uploaded script. */
  scriptBytes: 20 * 1024 * 1024,
  fileNameLength: 255,
  listPageSize: 20,
  /** Script uploads one customer may make in an hour, across all their quotes. */
  uploadsPerHour: 60,
  /** Voucher codes tried per customer an hour, so codes cannot be guessed by trying. */
  voucherAttemptsPerHour: 20,
} as const;

/** How each submission status reads to customers, and its badge color. */
export const SUBMISSION_STATUSES = {
  draft: { label: "Draft", color: "gray" },
  awaiting_payment: { label: "Awaiting payment", color: "yellow" },
  paid: { label: "Paid", color: "teal" },
  in_research: { label: "In research", color: "blue" },
  in_review: { label: "In review", color: "indigo" },
  delivered: { label: "Delivered", color: "green" },
  revision_requested: { label: "Revision requested", color: "orange" },
  closed: { label: "Closed", color: "dark" },
  cancelled: { label: "Cancelled", color: "red" },
  refunded: { label: "Refunded", color: "grape" },
} as const;

/** What each script format is called on screen. */
export const SCRIPT_FORMAT_LABELS = {
  pdf: "PDF",
  fdx: "Final Draft",
  fountain: "Fountain",
  text: "Plain text",
  docx: "Word",
} as const;
