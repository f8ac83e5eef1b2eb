/**
 * Every page route of the product (product.md §2) and who may open it. The proxy, the
 * navigation and the route tests read this table.
 */
export type Audience = "public" | "customer" | "admin";

export type RouteEntry = { pattern: string; audience: Audience; label: string };

export const routes: readonly RouteEntry[] = [
  { pattern: "/", audience: "customer", label: "My submissions" },
  { pattern: "/quote", audience: "customer", label: "New quote" },
  { pattern: "/quote/[id]", audience: "customer", label: "Quote" },
  { pattern: "/summary/[id]", audience: "customer", label: "Summary" },
  { pattern: "/return/[id]", audience: "customer", label: "Payment" },
  { pattern: "/submission/[id]", audience: "customer", label: "Submission" },
  { pattern: "/submission/[id]/script", audience: "customer", label: "Script" },
  { pattern: "/profile", audience: "customer", label: "Profile" },
  { pattern: "/company", audience: "customer", label: "Company" },
  { pattern: "/invitations/[token]", audience: "customer", label: "Invitation" },
  { pattern: "/admin/list", audience: "admin", label: "Orders" },
  { pattern: "/admin/payments", audience: "admin", label: "Payments" },
  { pattern: "/admin/submission/[id]", audience: "admin", label: "Submission (admin)" },
  { pattern: "/admin/vouchers", audience: "admin", label: "Vouchers" },
  { pattern: "/admin/proformas", audience: "admin", label: "Proformas" },
  { pattern: "/admin/settings", audience: "admin", label: "Settings" },
  { pattern: "/script/[id]", audience: "admin", label: "Script" },
  { pattern: "/comments/[id]", audience: "admin", label: "Comments" },
  { pattern: "/title-clearance/[correlationId]", audience: "admin", label: "Title clearance" },
];
