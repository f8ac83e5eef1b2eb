/**
 * Websites, e-mail addresses and social handles (clearance-domain.md §2.2, §2.4). Domains
 * reserved by RFC 2606 are fine (FX); any other registrable domain, mailbox or handle may exist
 * and should be checked or changed. Hashtags are noted with a low weight.
 */
import { LinkifyIt, type Match } from "linkify-it";
import { parse } from "tldts";

import { type Signal, signalOf, type VerdictCode, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { isShouting, matchAt, scan, withoutOverlaps } from "./patterns";

/**
 * linkify-it only finds bare domains ending in the TLDs it is given: its defaults (.com, .org,
 * country codes…) plus newer ones a script may use and the RFC 2606 reserved ones.
 */
const EXTRA_TLDS =
  "agency app art band bar blog cafe church city click cloud club company design dev email example film fun games global group guru invalid law legal life link live localhost love media mobi movie music network news ninja nyc online page photo pizza rocks school shop site social space store studio team tech test today top travel tv vip website wiki world xyz zone".split(
    " ",
  );
const RESERVED_TLDS = new Set(["test", "example", "invalid", "localhost"]);
const RESERVED_DOMAINS = new Set(["example.com", "example.net", "example.org"]);
/** Country-code TLDs that are also file extensions: "notes.md" is a file, not a website. */
const FILE_EXTENSIONS = new Set(["md", "sh", "py", "pl", "rs", "ps", "ml", "mk"]);
/** "Dr.No", "St.Lucia": an abbreviation run into the next word. */
const ABBREVIATIONS = new Set(["mr", "mrs", "ms", "dr", "st", "mt", "ft", "jr", "sr", "vs"]);

/** Cheap first test: a dot before two letters, an "@" or a scheme. */
const MAYBE_LINK = /\.\p{L}{2}|@|:\/\//u;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** @handle, not inside an e-mail address or a word; dots only between characters. */
const HANDLE = /(?<![\w@.+-])@([A-Za-z_][A-Za-z0-9_]{0,29}(?:\.[A-Za-z0-9_]{1,30}){0,2})(?![\w@])/g;
/** #BlueMonday, but not "#12" or "Apt #4B". */
const HASHTAG = /(?<![\w#&])#([A-Za-z][A-Za-z0-9_]{1,49})(?!\w)/g;

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false, maxLength: 500 })
  .tlds(EXTRA_TLDS, true)
  .add("//", null)
  .add("ftp:", null);

type Verdict = { signals: Signal[]; suggestedCode?: VerdictCode };

export const findWebAddresses: TextFinder = (text, element) => {
  const links =
    maybeLink(text) && linkify.test(text)
      ? (linkify.match(text) ?? []).flatMap((link) => linkMatch(text, link))
      : [];
  // Fountain's forced cue "@McCLANE" is a character, not a handle.
  const tags = element.type === "character" ? [] : [...handles(text), ...hashtags(text)];
  if (tags.length === 0) return withoutOverlaps(links);
  return withoutOverlaps([...links, ...tags]);
};

/**
 * MAYBE_LINK, told first by a look for its signs: most lines hold a full stop, but few a letter
 * right after one.
 */
function maybeLink(text: string): boolean {
  if (text.includes("@") || text.includes("://")) return true;
  for (let dot = text.indexOf("."); dot !== -1; dot = text.indexOf(".", dot + 1)) {
    const next = text.charCodeAt(dot + 1);
    // A space, a digit or a sign after the stop: no domain there (ASCII other than letters).
    if (next < 128 && !((next >= 65 && next <= 90) || (next >= 97 && next <= 122))) continue;
    if (MAYBE_LINK.test(text.slice(dot, dot + 5))) return true;
  }
  return false;
}

function linkMatch(text: string, link: Match): TextMatch[] {
  const isEmail = link.schema === "mailto:";
  const address = link.raw.replace(/^mailto:/i, "");
  const host = isEmail ? address.slice(address.lastIndexOf("@") + 1) : hostOf(link.raw);
  const verdict = domainVerdict(host.toLowerCase());
  if (!verdict || (link.schema === "" && !looksLikeDomain(host))) return [];
  const fields = isEmail ? emailFields(address, verdict) : urlFields(link.raw, host, verdict);
  return [matchAt(text, link.index, link.lastIndex, fields)];
}

function hostOf(url: string): string {
  return url.replace(SCHEME, "").split(/[/?#:]/, 1)[0] ?? "";
}

/** A bare "word.word" is a domain only when it is not a typo, a file name or an abbreviation. */
function looksLikeDomain(host: string): boolean {
  const labels = host.split(".");
  const tld = labels.at(-1) ?? "";
  if (/^\p{Lu}\p{Ll}+$/u.test(tld)) return false; // "end.The": a missing space
  if (FILE_EXTENSIONS.has(tld.toLowerCase())) return false;
  return labels.length > 2 || !ABBREVIATIONS.has((labels[0] ?? "").toLowerCase());
}

/** FX for RFC 2606 names, RC for a domain anyone can register, nothing for the rest. */
function domainVerdict(host: string): Verdict | undefined {
  const parsed = parse(host);
  const tld = host.split(".").at(-1) ?? "";
  if (RESERVED_TLDS.has(tld)) {
    return reserved(`.${tld} is a top-level domain reserved for testing and examples by RFC 2606`);
  }
  if (parsed.domain && RESERVED_DOMAINS.has(parsed.domain)) {
    return reserved(`${parsed.domain} is reserved for documentation by RFC 2606`);
  }
  if (!parsed.domain || !parsed.isIcann) return undefined;
  const detail = `A registrable domain (.${parsed.publicSuffix}): check who owns ${parsed.domain}`;
  return { signals: [signalOf("registrable-domain", detail)], suggestedCode: "RC" };
}

function reserved(detail: string): Verdict {
  return { signals: [signalOf("reserved-domain", detail)], suggestedCode: "FX" };
}

/** Key and name are the host without "www." and the path, without scheme, query or fragment. */
function urlFields(raw: string, host: string, verdict: Verdict) {
  const afterHost = raw.replace(SCHEME, "").slice(host.length);
  const path = (afterHost.match(/\/[^?#]*/)?.[0] ?? "").replace(/\/+$/, "");
  const site = host.toLowerCase().replace(/^www\./, "");
  const canonical = `${site}${isShouting(raw) ? path.toLowerCase() : path}`;
  return { category: "web" as const, key: canonical.toLowerCase(), canonical, ...verdict };
}

function emailFields(address: string, verdict: Verdict) {
  const canonical = address.toLowerCase();
  const mailbox: Signal = signalOf(
    "email-address",
    "An e-mail address: the mailbox may belong to someone",
  );
  const signals =
    verdict.suggestedCode === "FX" ? verdict.signals : [...verdict.signals, mailbox];
  return { category: "web" as const, key: canonical, canonical, ...verdict, signals };
}

function handles(text: string): TextMatch[] {
  if (!text.includes("@")) return [];
  return scan(HANDLE, text, (found) => {
    if (!/[A-Za-z]/.test(found[1] ?? "")) return undefined;
    const canonical = found[0].toLowerCase();
    return matchAt(text, found.index, found.index + found[0].length, {
      category: "web",
      key: canonical,
      canonical,
      signals: [
        signalOf("social-handle", "A social-media handle: an account with this name may exist"),
      ],
      suggestedCode: "RC",
    });
  });
}

function hashtags(text: string): TextMatch[] {
  if (!text.includes("#")) return [];
  return scan(HASHTAG, text, (found) => {
    const canonical = found[0];
    return matchAt(text, found.index, found.index + found[0].length, {
      category: "web",
      key: canonical.toLowerCase(),
      canonical,
      signals: [
        signalOf("hashtag", "A hashtag: usually fine, unless it is a campaign or brand's own"),
      ],
      suggestedCode: "INFO",
    });
  });
}
