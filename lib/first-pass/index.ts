export { analyzeScreenplay } from "./analyze";
export type {
  Analysis,
  ClearanceCategory,
  ClearanceItem,
  Occurrence,
  Signal,
  VerdictCode,
} from "./model";
