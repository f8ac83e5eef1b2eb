/** "1 page", "128 pages", "1,204 speeches": a count with its noun. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
