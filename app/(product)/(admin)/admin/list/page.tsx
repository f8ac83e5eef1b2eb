import { ZodError } from "zod";

import { OrderList } from "@/components/admin/order-list";
import { forPageUser } from "@/components/auth/page-gate";
import { PageHeading } from "@/components/layout/page-heading";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { pageParams } from "@/lib/http/list-filters";
import { listOrders, ordersQuery, type AdminOrderPage } from "@/lib/orders/admin-list";
import { orderListParams } from "@/lib/orders/list-params";

type SearchParams = Record<string, string | string[] | undefined>;

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = orderListParams(pageParams(await searchParams));
  return forPageUser("admin", async (admin) => (
    <>
      <PageHeading
        title="Orders"
        description="Every submission past draft, with customer, status, its orders and due date."
      />
      <ServerData
        data={[served(routes.admin.orders.list, {}, await firstPage(params, admin.id), params)]}
      >
        <OrderList />
      </ServerData>
    </>
  ));
}

/** Filters the API refuses are left to the list, which shows the API's sentence. */
async function firstPage(
  params: URLSearchParams,
  adminId: string,
): Promise<AdminOrderPage | undefined> {
  try {
    return await listOrders(ordersQuery(params, adminId));
  } catch (error) {
    if (error instanceof ZodError) return undefined;
    throw error;
  }
}
