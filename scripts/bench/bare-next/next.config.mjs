/**
 * The bench's yardstick: a bare Next app of the same `next` package as the product. Its build
 * goes under the ignored .data/ folder, not beside these sources (linted, type-checked).
 */
const nextConfig = {
  distDir: "../../../.data/bench-bare-next",
  poweredByHeader: false,
};

export default nextConfig;
