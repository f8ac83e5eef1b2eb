/** Past this many keys a memoised function forgets its answers and gathers them anew. */
export const MEMO_LIMIT = 100_000;

/**
 * `compute` with its answers kept by key: the finders ask about the same words on every line of
 * every script. The worker reads script after script for as long as it runs, so the answers are
 * dropped once they pass `limit` keys rather than kept for good.
 */
export function memoised<T>(compute: (key: string) => T, limit = MEMO_LIMIT): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as T;
    if (answers.size >= limit) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
