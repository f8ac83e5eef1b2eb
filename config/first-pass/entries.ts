/** One entry of a curated gazetteer list (read by lib/first-pass/gazetteer.ts). */
export type GazetteerEntry = {
  /** The proper name, as the report shows it ("Los Angeles Lakers"). */
  name: string;
  /** Other ways a script may write it ("LA Lakers", "Lakers"). */
  aliases?: readonly string[];
  /**
   * Also an ordinary word or a common name ("Target", "Ford"), so it only counts when the casing
   * or a nearby word says so. Left out, a one-word name is ambiguous when it is an English word
   * or a common census name.
   */
  ambiguous?: boolean;
  /** Words near an ambiguous name that confirm it ("beer" for Corona). */
  context?: readonly string[];
  /**
   * Capitals alone do not say it is this one: the name is as often another proper name
   * (Parliament the cigarette, Casablanca the film), so a context word must be near.
   */
  needsContext?: boolean;
  /** Works only: out of copyright. */
  publicDomain?: boolean;
};
