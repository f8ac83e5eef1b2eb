"use client";

import { Alert, Anchor, Group, Stack, Text } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

import { PageHeading } from "@/components/layout/page-heading";
import type { ScriptView as ScriptViewData } from "@/lib/scripts/script-view";

import { ScriptView, type ScriptViewProps } from "./script-view";

/** A script view page: the heading with the file and a way back, a note, then the script. */
export function ScriptViewPage({
  data,
  back,
  note,
  ...view
}: Omit<ScriptViewProps, "view"> & {
  data: ScriptViewData;
  back: { href: string; label: string };
  note?: ReactNode;
}) {
  return (
    <>
      <PageHeading
        title={`Script: ${data.submission.title || "Untitled"}`}
        description={
          <Group component="span" gap="xs">
            {data.script ? (
              <Text component="span" inherit>
                {data.script.original_name} · version {data.script.version}
                {data.view ? ` · ${data.view.pageCount} pages` : ""}
              </Text>
            ) : null}
            <Anchor component={Link} href={back.href} inherit>
              {back.label}
            </Anchor>
          </Group>
        }
      />
      <Stack gap="md">
        {note}
        {data.view ? (
          <ScriptView view={data.view} {...view} />
        ) : (
          <Alert color="gray" title="No script to show">
            This submission has no script that was read yet.
          </Alert>
        )}
      </Stack>
    </>
  );
}
