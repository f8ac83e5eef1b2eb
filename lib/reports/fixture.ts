/**
 * An invented report of any size for tests, the bench and looking at the layout: made-up names
 * and findings, no corpus text. Deterministic, so two calls give the same report.
 */
import { REPORT } from "@/config/reports";
import type { ClearanceCategory } from "@/config/submissions";
import type { VerdictCode } from "@/lib/first-pass/model";

import type { ReportItem, ReportSnapshot, ReportTitleClearance } from "./snapshot";

const FIRST = ["Marguerite", "Tobias", "Ines", "Caspar", "Odile", "Lennox", "Priya", "Anselm"];
const LAST = ["Vantongeren", "Quillfeather", "Abernathy-Roe", "Okonkwo", "Lindqvist", "Maravel"];

/** Per category: how an invented item is named, and the verdicts it tends to get. */
const KINDS: { category: ClearanceCategory; name: (n: number) => string; codes: VerdictCode[] }[] = [
  {
    category: "character_name",
    name: (n) =>
      `${FIRST[n % FIRST.length]} ${String.fromCharCode(65 + (n % 26))}. ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`,
    codes: ["NC", "C", "ALT", "CC"],
  },
  { category: "business", name: (n) => `Brightwater Tackle & Bait No. ${n}`, codes: ["C", "CC"] },
  { category: "location", name: (n) => `Harrowgate Pier ${n}`, codes: ["NC", "CC"] },
  { category: "address", name: (n) => `${1400 + n} Juniper Hollow Road`, codes: ["RC", "C"] },
  {
    category: "phone",
    name: (n) => `(217) 555-01${String(n % 100).padStart(2, "0")}`,
    codes: ["F555"],
  },
  { category: "license_plate", name: (n) => `7QZK${100 + n}`, codes: ["RC"] },
  { category: "web", name: (n) => `www.quillfeather-${n}.example`, codes: ["FX"] },
  { category: "brand", name: (n) => `Zephyrine Cola ${n}`, codes: ["CC", "INFO"] },
  {
    category: "work_title",
    name: (n) => `"The Lanterns of Marrow Bay" (part ${n})`,
    codes: ["CC", "PD"],
  },
  { category: "music", name: (n) => `"Blue Gravel Waltz No. ${n}"`, codes: ["PR"] },
  { category: "real_person", name: (n) => `Senator Abelard Crane ${n}`, codes: ["PF"] },
  { category: "police", name: (n) => `${n}th Precinct, Harrowgate PD`, codes: ["RC"] },
  { category: "other", name: (n) => `Licensed pilot named in scene ${n}`, codes: ["INFO"] },
];

const FINDINGS: Record<VerdictCode, string> = {
  NC: "Searched national directories, professional registers and news archives: no listing in the story's state, and no match in the character's trade.",
  CC: "A registered trade mark with an active owner. The script mentions it in passing and shows it neutrally.",
  C: "One listing in the story's county, in the same trade as the character; a local news item names this person.",
  RC: "The address exists and is a private residence. A real household would be identifiable from the screen.",
  PR: "A protected work, sung on screen for about thirty seconds. The publisher's contact is listed below.",
  F555: "Inside the 555-0100 to 555-0199 range reserved for fiction in North America.",
  FX: "The domain uses a top-level name reserved for examples; it cannot be registered.",
  PF: "A real public figure, named in dialogue; the portrayal is a passing, factual reference.",
  PD: "Published more than a century ago; out of copyright in the territory.",
  INFO: "Checked for accuracy; the detail in the script matches published records.",
  ALT: "Two listings with the same full name in the story's city; alternatives below were searched and are clear.",
};

/** The searches an invented item records, by category: a register or directory, and the web. */
const SEARCHED: Partial<Record<ClearanceCategory, string>> = {
  character_name: "WhitePages",
  business: "Illinois Secretary of State business registry",
  brand: "USPTO trademark search",
  address: "Google Maps",
  music: "ASCAP repertory",
};

const RECOMMENDATIONS: Partial<Record<VerdictCode, string>> = {
  C: "Change the name; use one of the alternatives.",
  RC: "Change to a fictitious value before the shoot.",
  PR: "Seek a synchronisation licence, or replace with cleared music.",
  CC: "Fine if incidental; avoid any negative depiction.",
  ALT: "Use one of the alternatives.",
};

function item(n: number): ReportItem {
  // A third of the items are characters, as in most scripts; the rest spread over the kinds.
  const kind = KINDS[n % 3 === 1 ? 0 : 1 + (n % (KINDS.length - 1))]!;
  const code = kind.codes[n % kind.codes.length]!;
  const page = 1 + ((n * 7) % 110);
  const spread = 1 + (n % 4);
  return {
    id: `item-${n}`,
    category: kind.category,
    text: kind.name(n),
    variants: kind.category === "character_name" ? [FIRST[n % FIRST.length]!.toUpperCase()] : [],
    code,
    finding: FINDINGS[code],
    recommendation: RECOMMENDATIONS[code] ?? "",
    alternatives:
      code === "C" || code === "ALT" ? [`Rosalind Featherby ${n}`, `Corwin Ashdale ${n}`] : [],
    sources: [
      ...(SEARCHED[kind.category]
        ? [
            {
              source: SEARCHED[kind.category]!,
              query: kind.name(n),
              result: code === "C" ? "One match in the story's county" : "No match",
              checkedOn: `2026-03-0${1 + (n % 8)}`,
            },
          ]
        : []),
      ...(n % 2
        ? [
            {
              source: "Google search",
              query: kind.name(n),
              result: "Nothing relevant",
              checkedOn: "2026-03-08",
            },
          ]
        : []),
    ],
    rightsContacts:
      code === "PR"
        ? [
            {
              name: "Delphine Marrow",
              organisation: `Marrow Bay Music Publishing ${n}`,
              address: "14 Quayside Lane, Harrowgate",
              email: "licensing@marrowbay.example",
              phone: "+1 217 555 0142",
              notes: "Synchronisation requests in writing; answers within ten working days.",
            },
          ]
        : [],
    occurrences: Array.from({ length: spread }, (_, i) => ({
      page: page + i * 3,
      scene: String(Math.ceil((page + i * 3) / 2)),
      excerpt: `…as the ferry docks, ${kind.name(n)} waves from the rail and shouts across the water…`,
    })),
    carriedForward: n % 5 === 0,
  };
}

/** `count` invented items (a few of them odd: many occurrences, none, long text) on a full cover. */
export function inventedSnapshot(count: number): ReportSnapshot {
  const items = Array.from({ length: count }, (_, n) => item(n + 1));
  const lead = items[0];
  if (lead) {
    // The lead character: on most pages, in almost every scene.
    lead.occurrences = Array.from({ length: 90 }, (_, i) => ({
      page: 1 + i + (i % 9 === 8 ? 3 : 0),
      scene: i % 3 ? String(Math.ceil((i + 1) / 2)) + (i % 7 ? "" : "A") : String(i + 1),
    }));
    lead.finding = Array(3).fill(`${FINDINGS.C} ${FINDINGS.ALT} ${FINDINGS.RC}`).join(" ");
  }
  if (items[1]) items[1].occurrences = [];
  return {
    cover: {
      product: REPORT.product,
      title: "The Night Ferry to Harrowgate",
      projectType: "Feature film",
      writer: "Wilhelmina Osei-Carrow",
      productionCompany: "Lanternfish Pictures LLC",
      draft: {
        version: 2,
        fileName: "night-ferry-draft-3.pdf",
        date: "March 1, 2026",
        pageCount: 114,
      },
      orderNumber: "NCS-000123",
      version: 2,
      publishedAt: "2026-03-09T15:30:00Z",
      deliveredTo: "producer@lanternfish.example",
      researcher: "Dana Whitlock, Senior researcher",
      reviewer: "Jordan Achebe, Clearance reviewer",
      reviewedAt: "2026-03-09T11:05:00Z",
      territory: "United States",
      storySetting: "Harrowgate, Illinois, United States (contemporary)",
      disclaimer: REPORT.disclaimer,
    },
    items,
  };
}

/** An invented title clearance with a verdict, three similar titles and an attorney's opinion. */
export function inventedTitleClearance(): ReportTitleClearance {
  return {
    verdict: "clear_with_caution",
    candidates: ["The Night Ferry to Harrowgate", "Night Ferry"],
    territory: "United States",
    media: "Film (theatrical and streaming), with TV, books, music and publications",
    searchedAt: "2026-03-02T09:15:00Z",
    summary:
      "One feature film shares the words “Night Ferry”; it is an older release from another " +
      "distributor and a different genre. No registered trade mark covers the title.",
    titles: [
      {
        title: "Night Ferry",
        year: 1987,
        medium: "Film",
        territory: "United States",
        owner: "Quillfeather Releasing",
        candidate: "Night Ferry",
        similarity: "Exact title",
        note: "A thriller with a limited release; no sequel or franchise.",
      },
      {
        title: "The Last Ferry to Harrowby",
        year: null,
        medium: "Book",
        territory: null,
        owner: null,
        candidate: "The Night Ferry to Harrowgate",
        similarity: "Trigram score 0.52",
        note: "",
      },
      {
        title: "Ferry Nights",
        year: 2019,
        medium: "Song or music",
        territory: "United Kingdom",
        owner: "Marrow Bay Records",
        candidate: "Night Ferry",
        similarity: "Same words, other order or articles",
        note: "A single; unlikely to be confused with a film.",
      },
    ],
    opinion: {
      name: "Osei-Carrow title opinion.pdf",
      bytes: 48_213,
      uploadedAt: "2026-03-05T16:40:00Z",
    },
  };
}

/**
 * Version 2 of `snapshot` (itself v2 of an invented report): its report number kept from v1, the
 * orders of both versions, and changes since v1 (an item removed with its scene and the
 * customer's decision, the snapshot's first item re-coded, its second added).
 */
export function inventedChanges(snapshot: ReportSnapshot): ReportSnapshot {
  const [recoded, added] = snapshot.items;
  return {
    ...snapshot,
    cover: {
      ...snapshot.cover,
      orderNumber: "NCS-000187",
      reportNumber: "NCS-000123",
      versionOrders: [
        { version: 1, orderNumber: "NCS-000123" },
        { version: 2, orderNumber: "NCS-000187" },
      ],
    },
    changes: {
      since: 1,
      removed: [
        {
          id: "removed-1",
          category: "business",
          text: "Harrowgate Chandlery",
          code: "C",
          places: [
            { page: 14, scene: "9", sceneChange: "removed" },
            { page: 31, scene: "22", sceneChange: "edited" },
          ],
          decision: {
            version: 1,
            decision: "will_change",
            note: "Renamed in the next draft.",
            decidedAt: "2026-03-10T09:00:00Z",
          },
        },
      ],
      recoded: recoded ? [{ ...pick(recoded), from: recoded.code === "NC" ? "C" : "NC" }] : [],
      added: added ? [pick(added)] : [],
      unchanged: Math.max(0, snapshot.items.length - 2),
    },
  };
}

const pick = ({ id, category, text, code }: ReportItem) => ({ id, category, text, code });

/**
 * The items researchers found in `BAIT_SHOP` (lib/screenplay/fixtures/pdf-scripts.ts): category,
 * text, code and finding, listed out of script order.
 */
export const BAIT_SHOP_ITEMS: [ClearanceCategory, string, VerdictCode, string][] = [
  ["location", "Harrowgate Pier", "NC", "No pier of that name in any register searched."],
  ["brand", "Zephyrine Cola", "CC", "A registered mark, shown neutrally."],
  ["character_name", "Odile Lindqvist", "C", "One Odile Lindqvist runs a bait shop nearby."],
];
