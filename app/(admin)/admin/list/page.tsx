import { Suspense } from "react";

import { OrderList, OrderListSkeleton } from "@/components/admin/order-list";
import { PageHeading } from "@/components/layout/page-heading";

export default function OrdersPage() {
  return (
    <>
      <PageHeading
        title="Orders"
        description="Every submission past draft, with customer, status, payment and due date."
      />
      {/* The list reads its filters from the URL, which a prerendered page has only in the browser. */}
      <Suspense fallback={<OrderListSkeleton />}>
        <OrderList />
      </Suspense>
    </>
  );
}
