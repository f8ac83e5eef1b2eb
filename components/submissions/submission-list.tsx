"use client";

import { IconTrash } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { Button } from "@/components/ui/plain/button";
import { Pagination } from "@/components/ui/plain/pagination";
import plain from "@/components/ui/plain/plain.module.css";
import { Cell, NarrowOnly, PlainListTable } from "@/components/ui/plain/table";
import { RetryAlert } from "@/components/ui/retry-alert";
import { useApi } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import { formatDate, formatDay } from "@/lib/site/format-date";
import type { SubmissionListItem, SubmissionPage } from "@/lib/submissions/views";

import { NewQuoteButton } from "./new-quote-button";
import { PageCount } from "./page-count";
import { researchSummary } from "./research-progress";
import { StatusBadge } from "./status-badge";
import classes from "./submission-list.module.css";
import { titleOf } from "./submission-title";

// Mantine's Modal, loaded when a customer first asks to delete a draft.
const DeleteDraft = dynamic(() => import("./delete-draft"), { ssr: false });

/** Drafts open in the quote editor; anything further along on its submission page. */
const hrefOf = (item: SubmissionListItem) =>
  item.status === "draft" ? `/quote/${item.correlation_id}` : `/submission/${item.correlation_id}`;

/**
 * `/` (product.md §2): the customer's submissions and their company's (with who started each),
 * newest first, a page at a time.
 */
export function SubmissionList() {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useApi<SubmissionPage>(`/submissions?page=${page}`, {
    keepPreviousData: true,
  });
  const [deleting, setDeleting] = useState<SubmissionListItem>();
  // The dialog's code loads when it is first asked for, then stays for its closing animation.
  const [asked, setAsked] = useState(false);
  if (deleting && !asked) setAsked(true);

  if (error) {
    return (
      <RetryAlert
        title="Your submissions could not be loaded"
        error={error}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!data) return <ListSkeleton />;
  if (data.total_items === 0) return <EmptyList />;

  const pages = Math.ceil(data.total_items / data.page_size);
  return (
    <div className={classes.list}>
      <PlainListTable
        columns={[
          "Title",
          { label: "Status", wide: true },
          { label: "Pages", right: true, wide: true },
          { label: "Price", right: true },
          { label: "Created", wide: true },
          { label: "Updated", wide: true },
          "Due",
        ]}
        withActions
        minWidth={{ narrow: 340, wide: 760 }}
      >
        {data.items.map((item) => (
          <tr key={item.correlation_id}>
            <Cell>
              <Link href={hrefOf(item)} className={`${plain.anchor} ${classes.title}`}>
                {titleOf(item)}
              </Link>
              <NarrowOnly>
                <StatusBadge status={item.status} />
              </NarrowOnly>
              {item.company ? (
                <span className={`${plain.text} ${plain.dimmed} ${classes.research}`}>
                  {item.company} · started by {item.started_by}
                </span>
              ) : null}
              {item.research ? (
                <span className={`${plain.text} ${plain.dimmed} ${classes.research}`}>
                  {researchSummary(item.research, item.due_date)}
                </span>
              ) : null}
            </Cell>
            <Cell wide>
              <StatusBadge status={item.status} />
            </Cell>
            <Cell right wide>
              {item.page_count === null ? (
                <span className={`${plain.dimmed} ${classes.dash}`}>—</span>
              ) : (
                <PageCount pages={item.page_count} exact={item.page_count_exact} />
              )}
            </Cell>
            <Cell right>{formatMoney(item.total, item.currency)}</Cell>
            <Cell wide>{formatDate(item.created_at)}</Cell>
            <Cell wide>{formatDate(item.updated_at)}</Cell>
            <Cell>{item.due_date ? formatDay(item.due_date) : "—"}</Cell>
            <Cell>
              {item.status === "draft" ? (
                <Button
                  variant="icon"
                  aria-label={`Delete ${titleOf(item)}`}
                  onClick={() => setDeleting(item)}
                >
                  <IconTrash size={16} />
                </Button>
              ) : null}
            </Cell>
          </tr>
        ))}
      </PlainListTable>
      {pages > 1 ? (
        <div className={classes.pages}>
          <span className={`${plain.text} ${plain.dimmed}`}>{data.total_items} submissions</span>
          <Pagination total={pages} value={page} onChange={setPage} />
        </div>
      ) : null}
      {asked ? (
        <DeleteDraft
          draft={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => void mutate()}
        />
      ) : null}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className={classes.skeletons} aria-busy="true" aria-label="Loading your submissions">
      {[0, 1, 2].map((row) => (
        <div key={row} className={plain.skeleton} />
      ))}
    </div>
  );
}

function EmptyList() {
  return (
    <EmptyState
      title="No submissions yet"
      text="Start a quote, upload your screenplay and get an instant price for its clearance report."
    >
      <NewQuoteButton label="Start a new quote" />
    </EmptyState>
  );
}
