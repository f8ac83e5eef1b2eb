import type { NextConfig } from "next";

import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // The Docker image runs the standalone server; local runs use `next start`.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // Keep the build lean on 2-core machines; tests are type-checked by `npm run typecheck`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  serverExternalPackages: ["pg", "pg-boss", "supertokens-node", "unpdf"],
  // Browsers ask for /favicon.ico whatever the page declares; the logo answers.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/logo.svg" }];
  },
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [
      { source: "/:path*", headers: securityHeaders(production) },
      // Pages get a per-request CSP from proxy.ts; API answers are data, never documents.
      {
        source: "/api/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
    ];
  },
};

export default nextConfig;
