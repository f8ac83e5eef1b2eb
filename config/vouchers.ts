/** What a voucher may apply to, as admins pick it and customers read it (product.md §6). */
export const VOUCHER_SCOPES = [
  { value: "all", label: "Every service" },
  { value: "script_clearance", label: "Script clearance only" },
  { value: "title_clearance", label: "Title clearance only" },
] as const;
