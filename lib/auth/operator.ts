import supertokens from "supertokens-node";
import Session from "supertokens-node/recipe/session";
import UserRoles from "supertokens-node/recipe/userroles";

import { readRuntimeInfo } from "@/lib/platform/launcher/runtime-file";

import { appInfo } from "./app-info";

/**
 * supertokens-node for operator commands run beside the app: the core named by
 * SUPERTOKENS_CONNECTION_URI (and SUPERTOKENS_API_KEY), or the one a running `npm start`
 * recorded in its data folder.
 */
export function initSuperTokensForOperator(dataDir = process.env.DATA_DIR ?? ".data"): void {
  const runtime = readRuntimeInfo(dataDir);
  const connectionURI =
    process.env.SUPERTOKENS_CONNECTION_URI ?? runtime?.SUPERTOKENS_CONNECTION_URI;
  if (!connectionURI) {
    throw new Error(
      "No auth core to talk to: start the app with `npm start` first, or set SUPERTOKENS_CONNECTION_URI (and SUPERTOKENS_API_KEY).",
    );
  }
  supertokens.init({
    framework: "custom",
    supertokens: {
      connectionURI,
      apiKey: process.env.SUPERTOKENS_API_KEY ?? runtime?.SUPERTOKENS_API_KEY,
    },
    appInfo: appInfo(process.env.APP_URL ?? "http://localhost:3000"),
    recipeList: [Session.init(), UserRoles.init()],
    telemetry: false,
  });
}
