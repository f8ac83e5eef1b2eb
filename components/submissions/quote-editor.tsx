"use client";

import { Alert, Fieldset, Grid, Group, Skeleton, Stack } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";

import { PageHeading } from "@/components/layout/page-heading";
import { LinkButton } from "@/components/ui/link-button";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { readOnlyNote } from "@/lib/companies/capabilities";
import { priceQuote } from "@/lib/pricing/price";
import { draftProblems } from "@/lib/submissions/details";
import type { SubmissionView } from "@/lib/submissions/views";

import { ExtraItemsCard } from "./extra-items-card";
import { ProjectDetailsCard } from "./project-details-card";
import { changesOf, formValuesOf } from "./quote-form";
import { SaveIndicator } from "./save-indicator";
import { ScriptCard } from "./script-card";
import { ServicesCard } from "./services-card";
import { SubmissionProblem } from "./submission-problem";
import { useAutosave } from "./use-autosave";
import { useQuoteForm } from "./use-quote-form";

/** The background read and first pass are followed about once a second while they run. */
const isReading = (view: SubmissionView | undefined) =>
  Boolean(view?.pending_upload && view.pending_upload.status !== "failed");
const isAnalyzing = (view: SubmissionView | undefined) =>
  view?.script?.analysis?.status === "pending" || view?.script?.analysis?.status === "running";

/** `/quote/{id}` (product.md §4). */
export function QuoteEditor({ id }: { id: string }) {
  const { data, error, mutate } = useResource(
    routes.submissions.get,
    { id },
    {
      refreshInterval: (view) => (isReading(view) || isAnalyzing(view) ? 1000 : 0),
      revalidateOnFocus: false,
    },
  );

  if (error) {
    const missing = error.status === 404;
    return (
      <SubmissionProblem title={missing ? "Quote not found" : "Quote"} message={messageOf(error)} />
    );
  }
  if (!data) return <EditorSkeleton />;
  if (data.status !== "draft") {
    return (
      <SubmissionProblem
        title="Quote"
        tone="yellow"
        message="Checkout has started for this quote, so it can no longer be changed."
      >
        <LinkButton href={`/submission/${id}`} variant="light">
          Open the submission
        </LinkButton>
      </SubmissionProblem>
    );
  }
  return (
    <DraftEditor
      submission={data}
      // A member whose role may read but not change quotes sees it read-only (product.md §15).
      readOnly={readOnlyNote(data.access, "quote", "this quote")}
      refresh={() => mutate()}
      // A save answers the draft without the caller's rights, which it does not change.
      onSaved={(view) =>
        void mutate((shown) => shown && { ...shown, ...view }, { revalidate: false })
      }
    />
  );
}

function DraftEditor({
  submission,
  readOnly,
  refresh,
  onSaved,
}: {
  submission: SubmissionView;
  /** Why the caller cannot change this quote, when they cannot: the form is shown disabled. */
  readOnly: string | null;
  refresh: () => Promise<unknown>;
  onSaved: (view: SubmissionView) => void;
}) {
  const router = useRouter();
  const id = submission.correlation_id;
  const autosave = useAutosave(id, onSaved);
  const form = useQuoteForm(formValuesOf(submission), (values) => {
    if (readOnly) return;
    // The server trims and checks again; what it would refuse is not sent.
    const changes = changesOf(values);
    if (Object.keys(draftProblems(changes)).length === 0) autosave.save(changes);
  });
  const { values, getValues, setFieldValue } = form;

  // The script's title page names a quote the customer left untitled (set by the reading job);
  // the form takes it unless the customer has typed one meanwhile.
  const knownTitle = useRef(submission.title);
  useEffect(() => {
    if (!submission.title || submission.title === knownTitle.current) return;
    knownTitle.current = submission.title;
    if (!getValues().title.trim()) setFieldValue("title", submission.title);
  }, [getValues, setFieldValue, submission.title]);

  // The same pricing function as the server's, so the price moves as the customer clicks.
  const quote = useMemo(
    () =>
      priceQuote({
        pages: submission.script?.page_count ?? 0,
        scriptClearance: values.script_clearance,
        titleClearance: values.title_clearance,
        extraItems: changesOf(values).text_boxes.length,
        turnaround: values.turnaround,
      }),
    [submission.script?.page_count, values],
  );

  const needsScript = values.script_clearance && !submission.script;
  const continueToSummary = async () => {
    if (form.validate().hasErrors) return;
    if (await autosave.flush()) router.push(`/summary/${id}`);
  };

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title={values.title.trim() || "New quote"}
          description="Tell us about the project, upload the script and choose the services."
        />
        {readOnly ? null : <SaveIndicator state={autosave.state} />}
      </Group>
      {readOnly ? (
        <Alert color="blue" icon={<IconEye size={18} />} mb="lg" data-testid="read-only-note">
          {readOnly}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ScriptCard submission={submission} onUploaded={readOnly ? undefined : refresh} />
            <Locked when={readOnly}>
              <Stack gap="lg">
                <ProjectDetailsCard form={form} />
                <ExtraItemsCard form={form} readOnly={Boolean(readOnly)} />
              </Stack>
            </Locked>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div style={{ position: "sticky", top: 80 }}>
            <Locked when={readOnly}>
              <ServicesCard
                form={form}
                quote={quote}
                onContinue={readOnly ? undefined : () => void continueToSummary()}
                blockedReason={
                  isReading(submission)
                    ? "Wait until the script has been read."
                    : needsScript
                      ? "Upload the script first: script clearance is priced on its pages."
                      : undefined
                }
              />
            </Locked>
          </div>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** A disabled fieldset disables every field in it, as the browser does; otherwise no trace. */
function Locked({ when, children }: { when: string | null; children: React.ReactNode }) {
  return (
    <Fieldset variant="unstyled" disabled={Boolean(when)} p={0} m={0} miw={0}>
      {children}
    </Fieldset>
  );
}

function EditorSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the quote">
      <Skeleton height={36} width="40%" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Skeleton height={180} />
            <Skeleton height={320} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={420} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
