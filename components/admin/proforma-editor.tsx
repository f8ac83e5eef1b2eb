"use client";

import { Alert, Drawer, Skeleton } from "@mantine/core";
import dynamic from "next/dynamic";

import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";

const Loading = () => <Skeleton height={420} aria-label="Loading the proforma" />;

// The detail (its line form, the mark-paid date picker) loads when a proforma opens, not with
// the page (docs/perf/pages.md).
const ProformaDetail = dynamic(
  () => import("./proforma-detail").then((module) => module.ProformaDetail),
  { loading: Loading },
);

/** One proforma in a drawer: its draft lines to edit, then issue, mark paid, cancel, download. */
export function ProformaEditor({
  id,
  onClose,
  onChange,
}: {
  id: string | undefined;
  onClose: () => void;
  onChange: () => void;
}) {
  const { data, error, mutate } = useResource(routes.admin.proformas.get, id ? { id } : null);
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position="right"
      size="xl"
      title={data ? (data.number ?? `Draft proforma: ${data.title}`) : "Proforma"}
    >
      {error ? (
        <Alert color="red" title="The proforma could not be loaded">
          {messageOf(error)}
        </Alert>
      ) : !data || data.id !== id ? (
        <Loading />
      ) : (
        <ProformaDetail
          key={`${data.id}-${data.status}`}
          proforma={data}
          onChange={(updated) => {
            void mutate(updated, { revalidate: false });
            onChange();
          }}
        />
      )}
    </Drawer>
  );
}
