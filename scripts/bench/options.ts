/** What `npm run bench -- …` passes on to each section. */
export type BenchOptions = {
  /** `--pages=/admin/submission,/share`: the product pages to measure (page-list.ts). */
  pages?: string;
};
