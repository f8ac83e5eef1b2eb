import { ProformaAdmin } from "@/components/admin/proforma-admin";

export default function ProformasPage() {
  return <ProformaAdmin />;
}
