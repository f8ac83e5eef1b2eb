"use client";

import { schemaResolver, useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import type { z } from "zod";

import { notifications } from "@/components/ui/toast";
import { api, messageOf } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";

/**
 * One section of the profile as a form: read from `path` (the server's answer is in the page's
 * HTML), checked with `schema`, saved with PATCH under `field`, with a toast either way.
 */
export function useProfileForm<Stored, Values extends Record<string, unknown>>({
  path,
  field,
  schema,
  valuesOf,
  savedMessage,
  onSaved,
}: {
  path: string;
  field: string;
  schema: z.ZodType;
  valuesOf: (stored: Stored) => Values;
  savedMessage: (saved: NonNullable<Stored>) => { title: string; message: string };
  onSaved?: (saved: NonNullable<Stored>) => void;
}) {
  const { data, mutate } = useApi<Record<string, Stored>>(path);
  const [saving, setSaving] = useState(false);
  const stored = data?.[field];
  const form = useForm<Values>({
    initialValues: valuesOf(stored as Stored),
    validate: schemaResolver(schema, { sync: true }),
  });
  const { initialize } = form;

  useEffect(() => {
    if (data) initialize(valuesOf(data[field] as Stored));
  }, [data, field, initialize, valuesOf]);

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = (await api.patch<Record<string, NonNullable<Stored>>>(path, values))[field]!;
      await mutate({ [field]: saved }, { revalidate: false });
      form.resetDirty(valuesOf(saved));
      notifications.show({ color: "green", ...savedMessage(saved) });
      onSaved?.(saved);
    } catch (error) {
      notifications.show({ color: "red", title: "Not saved", message: messageOf(error) });
    } finally {
      setSaving(false);
    }
  });

  return { loaded: data !== undefined, form, saving, save };
}
