// The seller is every billing document's (lib/billing/seller.ts); proformas print it too.
export { type BankDetail, sellerDetails, sellerDetailsOf } from "@/lib/billing/seller";
