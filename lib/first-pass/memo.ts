/** Past this many keys a memoised function forgets its answers and gathers them anew. */
export const MEMO_LIMIT = 100_000;

/** An undefined answer as kept: one lookup tells it from a key never asked. */
const NO_ANSWER = Symbol("no answer");

/**
 * `compute` with its answers kept by key: the finders ask about the same words on every line of
 * every script. The worker reads script after script for as long as it runs, so the answers are
 * dropped once they pass `limit` keys rather than kept for good. Most words have no answer (no
 * place, no diminutive), so an undefined one is kept as NO_ANSWER and found in one lookup.
 */
export function memoised<T>(compute: (key: string) => T, limit = MEMO_LIMIT): (key: string) => T {
  const answers = new Map<string, T | typeof NO_ANSWER>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined) return (known === NO_ANSWER ? undefined : known) as T;
    if (answers.size >= limit) answers.clear();
    const answer = compute(key);
    answers.set(key, answer === undefined ? NO_ANSWER : answer);
    return answer;
  };
}
