/**
 * Alternatives for a telephone number or a web address (clearance-domain.md §2.5): numbers in
 * North America's block reserved for fiction (555-0100–0199), and domains reserved for examples
 * (RFC 2606), which nobody can own.
 */
import { NANP_FICTIONAL_LINES } from "@/config/first-pass/phone-ranges";

import type { Suggestion } from "./model";
import { shuffled, type Draw } from "./random";

const RESERVED_DOMAINS = ["example.com", "example.org", "example.net"];

/** The number with its last seven digits replaced, its punctuation and area code kept. */
function withLastDigits(text: string, digits: string): string {
  const replacing = [...digits];
  const characters = [...text];
  for (let i = characters.length - 1; i >= 0 && replacing.length > 0; i--)
    if (/\d/.test(characters[i]!)) characters[i] = replacing.pop()!;
  return characters.join("");
}

export function suggestPhoneNumbers(text: string, count: number, draw: Draw): Suggestion[] {
  const digits = text.replace(/\D/g, "");
  if (digits.length < 7) return [];
  const { exchange, first, last, label } = NANP_FICTIONAL_LINES;
  const lines = Array.from({ length: Number(last) - Number(first) + 1 }, (_, i) =>
    String(Number(first) + i).padStart(4, "0"),
  );
  return shuffled(lines, draw)
    .slice(0, count)
    .map((line) => ({
      text: withLastDigits(text, `${exchange}${line}`),
      checks: [`In the North American range reserved for fiction (${label})`],
    }));
}

export function suggestWebAddresses(text: string, count: number): Suggestion[] {
  const trimmed = text.trim();
  const email = /^([^@\s]+)@[^@\s]+$/.exec(trimmed);
  const host = /^(?:https?:\/\/)?(?:www\.)?([^/\s]+)(\/.*)?$/i.exec(trimmed);
  if (!email && !host) return [];
  return RESERVED_DOMAINS.slice(0, count).map((domain) => ({
    text: email
      ? `${email[1]}@${domain}`
      : `${/^https?:\/\//i.test(trimmed) ? "https://" : ""}${/\bwww\./i.test(trimmed) ? "www." : ""}${domain}${host?.[2] ?? ""}`,
    checks: [`${domain} is reserved for examples (RFC 2606): nobody can own it`],
  }));
}
