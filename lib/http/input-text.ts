import { Problem } from "./problems";

/**
 * Characters no text a person sends may hold: C0 controls but tab and line breaks, DEL and the
 * C1 controls. PostgreSQL refuses NUL outright; the others are never typed, only injected.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const controlCharacterIn = (field: string) =>
  new Problem(
    400,
    `${field || "The request"} contains a control character (such as NUL); remove it and try again.`,
    {},
    field || undefined,
  );

/** One text value made safe to keep: a lone surrogate becomes U+FFFD, a control character a 400. */
export function cleanText(text: string, field: string): string {
  if (CONTROL_CHARACTER.test(text)) throw controlCharacterIn(field);
  return text.toWellFormed();
}

/**
 * Parsed JSON with every string (keys included) cleaned by `cleanText`, before any schema reads
 * it, so every field of every body follows one rule. The field is named by its path
 * ("alternative_titles.2").
 */
export function cleanInput(value: unknown, path = ""): unknown {
  if (typeof value === "string") return cleanText(value, path);
  if (Array.isArray(value)) return value.map((item, index) => cleanInput(item, join(path, index)));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const name = cleanText(key, path);
        return [name, cleanInput(item, join(path, name))];
      }),
    );
  }
  return value;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** A query string with each value cleaned by `cleanText`, the parameter named in a refusal. */
export function cleanQuery(params: URLSearchParams): URLSearchParams {
  const cleaned = new URLSearchParams();
  for (const [name, value] of params) {
    cleaned.append(cleanText(name, "A query parameter's name"), cleanText(value, name));
  }
  return cleaned;
}
