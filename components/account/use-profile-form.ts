"use client";

import { schemaResolver, useForm } from "@mantine/form";
import { useEffect } from "react";
import type { z } from "zod";

import { useMutation } from "@/components/api/use-mutation";
import type { NoParams, Route } from "@/lib/api-client/route";
import { useResource } from "@/lib/api-client/use-api";

/** A profile section's answer: the section under its field (`{ billing }`, `{ name }`). */
type Section<Field extends string, Stored> = Record<Field, Stored>;

/**
 * One section of the profile as a form: read through `read` (the server's answer is in the
 * page's HTML), checked with `schema`, saved through `save`, with a toast either way.
 */
export function useProfileForm<
  Field extends string,
  Stored,
  Values extends Record<string, unknown>,
>({
  read,
  save: saveRoute,
  field,
  schema,
  valuesOf,
  savedMessage,
  onSaved,
}: {
  read: Route<NoParams, undefined, undefined, Section<Field, Stored>>;
  save: Route<NoParams, undefined, unknown, Section<Field, Stored>>;
  field: Field;
  schema: z.ZodType;
  valuesOf: (stored: Stored) => Values;
  savedMessage: (saved: NonNullable<Stored>) => { title: string; message: string };
  onSaved?: (saved: NonNullable<Stored>) => void;
}) {
  const { data, mutate } = useResource(read, {});
  const { run, busy: saving } = useMutation(saveRoute, {
    failure: "Not saved",
    success: (answer) => ({ color: "green", ...savedMessage(answer[field]!) }),
  });
  const stored = data?.[field];
  const form = useForm<Values>({
    initialValues: valuesOf(stored as Stored),
    validate: schemaResolver(schema, { sync: true }),
  });
  const { initialize } = form;

  useEffect(() => {
    if (data) initialize(valuesOf(data[field]));
  }, [data, field, initialize, valuesOf]);

  const save = form.onSubmit(async (values) => {
    const answer = await run({}, values);
    if (!answer) return;
    const saved = answer[field]!;
    await mutate(answer, { revalidate: false });
    form.resetDirty(valuesOf(saved));
    onSaved?.(saved);
  });

  return { loaded: data !== undefined, form, saving, save };
}
