import { routes, type Audience } from "@/config/routes";

const matchers = routes.map((route) => ({
  audience: route.audience,
  pattern: new RegExp(`^${route.pattern.replace(/\[[^\]]+\]/g, "[^/]+")}/?$`),
}));

/** Who may open a path: its route's audience, or public for anything else (auth screens, 404s). */
export function audienceOf(pathname: string): Audience {
  return matchers.find((matcher) => matcher.pattern.test(pathname))?.audience ?? "public";
}
