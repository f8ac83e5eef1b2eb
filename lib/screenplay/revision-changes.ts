/**
 * What the customer is shown about a revised draft: the scene-level outcome of
 * lib/screenplay/diff.ts without the element texts, small enough to store with the revision.
 */
import type { RevisionDiff, SceneRef, SceneStatus } from "./diff";

export type SceneChange = {
  status: SceneStatus;
  /** Its number and heading in the previous draft; absent for an added scene. */
  before?: Pick<SceneRef, "number" | "heading" | "firstPage" | "lastPage">;
  /** In the revised draft; absent for a removed scene. */
  after?: Pick<SceneRef, "number" | "heading" | "firstPage" | "lastPage">;
  moved: boolean;
  renumbered: boolean;
  /** Elements added, removed or changed inside an edited scene. */
  edits: number;
};

export type RevisionChanges = {
  counts: Record<SceneStatus, number>;
  pages: RevisionDiff["pages"];
  /** Every scene but the unchanged ones, in the revised draft's order. */
  scenes: SceneChange[];
  /** What became of the research items: kept verdicts, back to research, gone. */
  items: { carriedForward: number; research: number; superseded: number };
};

const sceneRef = ({ number, heading, firstPage, lastPage }: SceneRef) => ({
  ...(number ? { number } : {}),
  heading,
  firstPage,
  lastPage,
});

export function changesOf(diff: RevisionDiff, items: RevisionChanges["items"]): RevisionChanges {
  return {
    counts: diff.counts,
    pages: diff.pages,
    scenes: diff.scenes
      // The part before the first heading (index 0) is no scene the customer would name.
      .filter((scene) => scene.status !== "unchanged" && (scene.after ?? scene.before)!.index > 0)
      .map((scene) => ({
        status: scene.status,
        ...(scene.before ? { before: sceneRef(scene.before) } : {}),
        ...(scene.after ? { after: sceneRef(scene.after) } : {}),
        moved: scene.moved,
        renumbered: scene.renumbered,
        edits: scene.changes.length,
      })),
    items,
  };
}
