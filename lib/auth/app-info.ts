import { authPaths } from "@/config/auth";
import { site } from "@/config/site";

/** SuperTokens' appInfo: the API and the website share one origin. */
export function appInfo(origin: string) {
  return {
    appName: site.name,
    apiDomain: origin,
    websiteDomain: origin,
    apiBasePath: authPaths.apiBasePath,
    websiteBasePath: authPaths.websiteBasePath,
  };
}
