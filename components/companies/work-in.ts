import { COMPANY_COOKIE } from "@/config/companies";

/**
 * Makes `companyId` the company the user works in (the header and the list follow it). A module
 * of its own: the header's company switcher needs only this, not the company page's widgets.
 */
export function workIn(companyId: string) {
  document.cookie = `${COMPANY_COOKIE}=${companyId}; path=/; max-age=31536000; samesite=lax`;
}
