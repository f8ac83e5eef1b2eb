/**
 * A seeded random order, so an item's suggestions are the same every time they are asked for
 * (and in tests): FNV-1a hashes the seed text, mulberry32 draws from it.
 */
export type Draw = () => number;

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seededDraw(seed: string): Draw {
  let state = hashOf(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A copy of `values` in the seed's order (Fisher–Yates). */
export function shuffled<T>(values: readonly T[], draw: Draw): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
