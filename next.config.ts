import type { NextConfig } from "next";

import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // The Docker image runs the standalone server; local runs use `next start`.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // Keep the build lean on 2-core machines; tests are type-checked by `npm run typecheck`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  experimental: {
    // A first load costs a request per chunk and stylesheet: merged, /quote/{id} loads 10
    // scripts instead of 18 and fewer bytes, and paints sooner (docs/perf/page-cost.md).
    turbopackChunking: {
      firstPageLoadPriority: 1,
      requestCost: 5_000_000,
      minChunkSize: 1_000_000,
      maxMergeChunkSize: 2_000_000,
      maxChunkCountPerGroup: 2,
    },
    cssChunking: { type: "graph", requestCost: 1_000_000 },
  },
  serverExternalPackages: ["pg", "pg-boss", "supertokens-node", "unpdf"],
  // Browsers ask for /favicon.ico whatever the page declares; the logo answers.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/logo.svg" }];
  },
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [
      { source: "/:path*", headers: securityHeaders(production) },
      // Pages get a per-request CSP from proxy.ts; API answers are data, never documents. Not
      // /api/files/…: a header here replaces the route's own, and the stored files it serves
      // (uploaded PDFs and text, on our origin) keep its sandbox (lib/storage/serve.ts).
      {
        source: "/api/:path((?!files/).*)",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
      // A share link's pages and files (product.md §15): never indexed, and their address, which
      // holds the link's token, never sent on as a Referer.
      {
        source: "/share/:path*",
        headers: [
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Referrer-Policy", value: "no-referrer" },
        ],
      },
    ];
  },
};

export default nextConfig;
