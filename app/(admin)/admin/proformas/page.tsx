import { PageHeading } from "@/components/layout/page-heading";

export default function ProformasPage() {
  return (
    <PageHeading title="Proformas" description="Proforma invoices for payment by bank transfer." />
  );
}
