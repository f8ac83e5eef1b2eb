export { analyzeScreenplay } from "./analyze";
export type {
  Analysis,
  ClearanceCategory,
  ClearanceItem,
  Occurrence,
  Signal,
  StatusCode,
} from "./model";
export { STATUS_CODES } from "./model";
