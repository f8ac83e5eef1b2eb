import { PageHeading } from "@/components/layout/page-heading";

export default function OrdersPage() {
  return (
    <PageHeading
      title="Orders"
      description="Every submission past draft, with customer, status, payment and due date."
    />
  );
}
