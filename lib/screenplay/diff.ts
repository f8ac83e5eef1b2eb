/**
 * What changed between two drafts of one screenplay (clearance-domain.md §4.1
 * "Revisions"): scenes matched by their content rather than their number, so a moved or
 * renumbered scene is the same scene; inside a scene, element by element. The result says which
 * pages of the new draft a delta quote charges and which research items carry forward.
 *
 * No diff library is a dependency of the project (only Jest's own, a dev dependency), so the
 * longest common subsequence below is our own: a few lines over small sequences of integer ids.
 */
import type { ElementType, Scene, Screenplay, ScriptElement } from "./model";

export const SCENE_STATUSES = [
  "unchanged",
  "moved",
  "renumbered",
  "edited",
  "added",
  "removed",
] as const;
/** One word for a scene: edited wins over moved, moved over renumbered (the flags keep all). */
export type SceneStatus = (typeof SCENE_STATUSES)[number];

/** A scene of one draft; index 0 stands for what comes before the first scene heading. */
export type SceneRef = {
  index: number;
  /** The number printed on it, if any. */
  number?: string;
  heading: string;
  firstPage: number;
  lastPage: number;
};

export type ElementRef = { index: number; type: ElementType; text: string; page: number };

export type ElementChange =
  | { kind: "added"; after: ElementRef }
  | { kind: "removed"; before: ElementRef }
  | { kind: "changed"; before: ElementRef; after: ElementRef };

export type SceneDiff = {
  status: SceneStatus;
  /** Absent for an added scene. */
  before?: SceneRef;
  /** Absent for a removed scene. */
  after?: SceneRef;
  /** Out of its old order among the scenes both drafts share. */
  moved: boolean;
  /** Its printed number differs. */
  renumbered: boolean;
  /** Inside an edited scene, what was added, removed or changed; empty otherwise. */
  changes: ElementChange[];
};

/** What became of an element, and the index of its counterpart in the other draft. */
export type ElementLink<Fate> = { fate: Fate; counterpart?: number };

export type RevisionDiff = {
  /** The new draft's scenes in order, each removed scene after the one it used to follow. */
  scenes: SceneDiff[];
  counts: Record<SceneStatus, number>;
  pages: {
    /** Pages of the new draft. */
    total: number;
    /** Pages of the new draft holding new or changed text: what a delta quote charges. */
    changed: number[];
    /** Pages of the new draft holding only new text. */
    added: number[];
    /** Pages of the old draft none of whose text is left. */
    removed: number[];
  };
  /** By element index of the old draft. */
  before: ElementLink<"unchanged" | "changed" | "removed">[];
  /** By element index of the new draft. */
  after: ElementLink<"unchanged" | "changed" | "added">[];
};

/**
 * Weighed word overlap (Dice, 0–1) from which an unmatched old and new scene are one edited
 * scene. Distinct scenes of the corpus scripts stay below 0.35, bar near-identical shots.
 */
const SAME_SCENE = 0.5;

/** Compares two drafts; `before` is the one the last report was made from. */
export function diffScreenplays(before: Screenplay, after: Screenplay): RevisionDiff {
  const ids = { elements: new Map<string, number>(), words: new Map<string, number>() };
  const old = blocksOf(before, ids);
  const next = blocksOf(after, ids);
  const pairs = pairScenes(old, next, wordWeights([...old, ...next], ids.words.size));
  const inOrder = new Set(longestIncreasing(pairs.map(([, n]) => n)));

  const diff: RevisionDiff = {
    scenes: [],
    counts: Object.fromEntries(
      SCENE_STATUSES.map((status) => [status, 0]),
    ) as RevisionDiff["counts"],
    pages: { total: after.pageCount, changed: [], added: [], removed: [] },
    before: [],
    after: [],
  };
  const placed: { at: number; scene: SceneDiff }[] = [];
  const pairOf = new Map(pairs.map(([o, n], i) => [o, { n, moved: !inOrder.has(i) }]));
  let lastPlace = -1;
  old.forEach((block, o) => {
    const pair = pairOf.get(o);
    if (!pair) {
      for (const element of block.elements) diff.before[element.index] = { fate: "removed" };
      // Stable sort keeps removed scenes after the same anchor in their old order.
      placed.push({ at: lastPlace + 0.5, scene: removedScene(block) });
      return;
    }
    lastPlace = pair.n;
    placed.push({ at: pair.n, scene: pairedScene(block, next[pair.n]!, pair.moved, diff) });
  });
  const pairedNew = new Set(pairs.map(([, n]) => n));
  next.forEach((block, n) => {
    if (pairedNew.has(n)) return;
    for (const element of block.elements) diff.after[element.index] = { fate: "added" };
    placed.push({ at: n, scene: addedScene(block) });
  });
  diff.scenes = placed.sort((a, b) => a.at - b.at).map(({ scene }) => scene);
  for (const scene of diff.scenes) diff.counts[scene.status] += 1;

  diff.pages.changed = pagesWhere(after.elements, (i) => diff.after[i]!.fate !== "unchanged");
  diff.pages.added = pagesWhere(after.elements, (i) => diff.after[i]!.fate === "added", true);
  diff.pages.removed = pagesWhere(before.elements, (i) => diff.before[i]!.fate === "removed", true);
  return diff;
}

/** Where a research item occurs in one draft (clearance occurrences have these fields). */
export type ItemPlace = {
  /** The element's index in the draft's `elements`; negative on the title page. */
  elementIndex: number;
  titlePage?: boolean;
};

export type ItemFate = "carried_forward" | "needs_research" | "superseded";

/**
 * What an item of the last report becomes, from where it occurs in the old draft and where the
 * first pass found it in the new one: superseded once it occurs nowhere; carried forward (its
 * verdict kept) while every place is unchanged text, or the title page it was on before; new
 * items and those in new or changed text need research.
 */
export function itemFate(
  diff: RevisionDiff,
  item: { before: readonly ItemPlace[]; after: readonly ItemPlace[] },
): ItemFate {
  if (item.after.length === 0) return "superseded";
  if (item.before.length === 0) return "needs_research";
  const wasOnTitlePage = item.before.some((place) => place.titlePage);
  const unchanged = item.after.every((place) =>
    place.titlePage ? wasOnTitlePage : diff.after[place.elementIndex]?.fate === "unchanged",
  );
  return unchanged ? "carried_forward" : "needs_research";
}

/**
 * A scene's elements as integer ids (equal text, equal id), and its words as a bag: word ids in
 * ascending order with how often each occurs, which two scenes' bags are compared by merging.
 */
type Block = {
  scene: SceneRef;
  elements: ScriptElement[];
  keys: number[];
  signature: string;
  words: Int32Array;
  counts: Int32Array;
};

type Ids = { elements: Map<string, number>; words: Map<string, number> };

function blocksOf(play: Screenplay, ids: Ids): Block[] {
  const byScene = new Map<number, ScriptElement[]>();
  for (const element of play.elements) pushTo(byScene, element.sceneIndex, element);
  const prelude: Scene[] = byScene.has(0) ? [{ index: 0, heading: "", page: 1 }] : [];
  return [...prelude, ...play.scenes].map(({ index, number, heading }) => {
    const elements = byScene.get(index) ?? [];
    const texts = elements.map((element) => normalised(element.text));
    const keys = elements.map((element, i) => idOf(ids.elements, `${element.type} ${texts[i]}`));
    const bag = new Map<number, number>();
    for (const word of texts.join(" ").split(/[^\p{L}\p{N}']+/u)) {
      if (!word) continue;
      const id = idOf(ids.words, word);
      bag.set(id, (bag.get(id) ?? 0) + 1);
    }
    const words = Int32Array.from(bag.keys()).sort();
    return {
      scene: {
        index,
        ...(number ? { number } : {}),
        heading,
        firstPage: elements[0]!.page,
        lastPage: elements.at(-1)!.page,
      },
      elements,
      keys,
      signature: keys.join(","),
      words,
      counts: words.map((word) => bag.get(word)!),
    };
  });
}

function idOf(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) ids.set(key, (id = ids.size));
  return id;
}

/** Case, curly quotes and dashes do not make a line new. */
function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-");
}

/**
 * Old and new scene positions that are one scene: the openings (before any heading) with each
 * other, then scenes of identical text (in order, for repeated ones), then the most alike of
 * those left, as long as they are alike enough.
 */
function pairScenes(old: Block[], next: Block[], weights: Float64Array): [number, number][] {
  const pairs: [number, number][] = [];
  const takenOld = new Set<number>();
  const takenNew = new Set<number>();
  const pair = (o: number, n: number) => {
    pairs.push([o, n]);
    takenOld.add(o);
    takenNew.add(n);
  };
  if (old[0]?.scene.index === 0 && next[0]?.scene.index === 0) pair(0, 0);

  const identical = new Map<string, number[]>();
  next.forEach((block, n) => {
    if (takenNew.has(n) || block.scene.index === 0) return;
    pushTo(identical, block.signature, n);
  });
  old.forEach((block, o) => {
    const n =
      takenOld.has(o) || block.scene.index === 0
        ? undefined
        : identical.get(block.signature)?.shift();
    if (n !== undefined) pair(o, n);
  });

  const left = (blocks: Block[], taken: Set<number>) =>
    blocks.flatMap((block, at) =>
      taken.has(at) || block.scene.index === 0
        ? []
        : [{ at, block, mass: weighedOverlap(block, block, weights) }],
    );
  const alike: { o: number; n: number; score: number }[] = [];
  const newLeft = left(next, takenNew);
  for (const a of left(old, takenOld)) {
    for (const b of newLeft) {
      // The score cannot reach the bar when one scene weighs over three times the other.
      if (Math.max(a.mass, b.mass) > 3 * Math.min(a.mass, b.mass)) continue;
      const score = (2 * weighedOverlap(a.block, b.block, weights)) / (a.mass + b.mass || 1);
      if (score >= SAME_SCENE) alike.push({ o: a.at, n: b.at, score });
    }
  }
  alike.sort((a, b) => b.score - a.score || Math.abs(a.o - a.n) - Math.abs(b.o - b.n));
  for (const { o, n } of alike) if (!takenOld.has(o) && !takenNew.has(n)) pair(o, n);
  return pairs.sort((a, b) => a[0] - b[0]);
}

/**
 * Each word's weight, its inverse document frequency over all scenes of both drafts: words of
 * every scene ("the", the hero's name) say little about which scene is which; without it
 * unrelated scenes of one script overlapped by up to half their words.
 */
function wordWeights(blocks: Block[], words: number): Float64Array {
  const scenesWith = new Float64Array(words);
  for (const block of blocks) for (const word of block.words) scenesWith[word]! += 1;
  return scenesWith.map((count) => Math.log((blocks.length + 1) / count));
}

/** The weight of the words two scenes share, each counted as often as both have it. */
function weighedOverlap(a: Block, b: Block, weights: Float64Array): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.words.length && j < b.words.length;) {
    if (a.words[i]! < b.words[j]!) i++;
    else if (a.words[i]! > b.words[j]!) j++;
    else shared += Math.min(a.counts[i]!, b.counts[j++]!) * weights[a.words[i++]!]!;
  }
  return shared;
}

function pairedScene(old: Block, next: Block, moved: boolean, diff: RevisionDiff): SceneDiff {
  const changes: ElementChange[] = [];
  const link = (o: ScriptElement, n: ScriptElement, fate: "unchanged" | "changed") => {
    diff.before[o.index] = { fate, counterpart: n.index };
    diff.after[n.index] = { fate, counterpart: o.index };
  };
  // Between two runs of equal elements, a removed and an added element of one type are one
  // changed element (a line of dialogue rewritten), paired in reading order.
  const gap = (removed: ScriptElement[], added: ScriptElement[]) => {
    const byType = new Map<ElementType, ScriptElement[]>();
    for (const n of added) pushTo(byType, n.type, n);
    const taken = new Map<ElementType, number>();
    const changed = new Set<ScriptElement>();
    for (const o of removed) {
      const k = taken.get(o.type) ?? 0;
      const n = byType.get(o.type)?.[k];
      if (!n) {
        diff.before[o.index] = { fate: "removed" };
        changes.push({ kind: "removed", before: refOf(o) });
        continue;
      }
      taken.set(o.type, k + 1);
      changed.add(n);
      link(o, n, "changed");
      changes.push({ kind: "changed", before: refOf(o), after: refOf(n) });
    }
    for (const n of added) {
      if (changed.has(n)) continue;
      diff.after[n.index] = { fate: "added" };
      changes.push({ kind: "added", after: refOf(n) });
    }
  };
  let i = 0;
  let j = 0;
  for (const [mi, mj] of commonSubsequence(old.keys, next.keys)) {
    gap(old.elements.slice(i, mi), next.elements.slice(j, mj));
    link(old.elements[mi]!, next.elements[mj]!, "unchanged");
    i = mi + 1;
    j = mj + 1;
  }
  gap(old.elements.slice(i), next.elements.slice(j));

  const renumbered = (old.scene.number ?? "") !== (next.scene.number ?? "");
  const status: SceneStatus =
    changes.length > 0 ? "edited" : moved ? "moved" : renumbered ? "renumbered" : "unchanged";
  return { status, before: old.scene, after: next.scene, moved, renumbered, changes };
}

function removedScene(block: Block): SceneDiff {
  return { status: "removed", before: block.scene, moved: false, renumbered: false, changes: [] };
}

function addedScene(block: Block): SceneDiff {
  return { status: "added", after: block.scene, moved: false, renumbered: false, changes: [] };
}

function refOf(element: ScriptElement): ElementRef {
  return { index: element.index, type: element.type, text: element.text, page: element.page };
}

/** Pages with an element that passes `test` (with `every`: whose elements all pass it). */
function pagesWhere(elements: ScriptElement[], test: (index: number) => boolean, every = false) {
  const pages = new Map<number, boolean>();
  for (const element of elements) {
    const passes = test(element.index);
    const sofar = pages.get(element.page);
    pages.set(
      element.page,
      sofar === undefined ? passes : every ? sofar && passes : sofar || passes,
    );
  }
  return [...pages].filter(([, passes]) => passes).map(([page]) => page);
}

/** Past this many table cells (4 bytes each) a long gap is split at anchors instead. */
const MAX_TABLE_CELLS = 4_000_000;

/**
 * Index pairs [i, j] of a longest common subsequence of `a` and `b`: the common head and tail
 * taken first, the middle by the textbook table (or, when that would be too large, split at
 * anchors, which may miss a longer one).
 */
export function commonSubsequence(a: readonly number[], b: readonly number[]): [number, number][] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail++;
  }
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const middle =
    midA.length * midB.length <= MAX_TABLE_CELLS ? byTable(midA, midB) : byAnchors(midA, midB);
  return [
    ...Array.from({ length: head }, (_, k): [number, number] => [k, k]),
    ...middle.map(([i, j]): [number, number] => [head + i, head + j]),
    ...Array.from({ length: tail }, (_, k): [number, number] => [
      a.length - tail + k,
      b.length - tail + k,
    ]),
  ];
}

function byTable(a: readonly number[], b: readonly number[]): [number, number][] {
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * Patience diff's way through long sequences: ids found once on each side, as many as keep
 * their order, are matched, and the gaps between them compared on their own.
 */
function byAnchors(a: readonly number[], b: readonly number[]): [number, number][] {
  const once = (ids: readonly number[]) => {
    const at = new Map<number, number>();
    ids.forEach((id, i) => at.set(id, at.has(id) ? -1 : i));
    return at;
  };
  const inB = once(b);
  const candidates: [number, number][] = [];
  for (const [id, i] of once(a)) {
    const j = inB.get(id) ?? -1;
    if (i >= 0 && j >= 0) candidates.push([i, j]);
  }
  const anchors = longestIncreasing(candidates.map(([, j]) => j)).map((k) => candidates[k]!);
  if (anchors.length === 0) return greedily(a, b);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  const ends: [number, number][] = [...anchors, [a.length, b.length]];
  for (const [ai, bj] of ends) {
    for (const [x, y] of commonSubsequence(a.slice(i, ai), b.slice(j, bj))) {
      pairs.push([i + x, j + y]);
    }
    if (ai < a.length) pairs.push([ai, bj]);
    i = ai + 1;
    j = bj + 1;
  }
  return pairs;
}

/** Positions of a longest strictly increasing run (not necessarily adjacent) of `values`. */
function longestIncreasing(values: readonly number[]): number[] {
  // tails[k]: where the increasing run of length k + 1 with the smallest last value ends.
  const tails: number[] = [];
  const previous = new Int32Array(values.length);
  values.forEach((value, i) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    previous[i] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = i;
  });
  const run: number[] = [];
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]!) run.push(i);
  return run.reverse();
}

/** Each element of `a` matched to the first equal one of `b` after the last match. */
function greedily(a: readonly number[], b: readonly number[]): [number, number][] {
  const positions = new Map<number, number[]>();
  b.forEach((id, j) => pushTo(positions, id, j));
  // Per id, how far its positions have been used or skipped: each is looked at once.
  const used = new Map<number, number>();
  const pairs: [number, number][] = [];
  let last = -1;
  a.forEach((id, i) => {
    const list = positions.get(id) ?? [];
    let k = used.get(id) ?? 0;
    while (k < list.length && list[k]! <= last) k++;
    const j = list[k];
    used.set(id, k + 1);
    if (j === undefined) return;
    pairs.push([i, j]);
    last = j;
  });
  return pairs;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
