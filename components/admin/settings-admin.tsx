"use client";

import { Card, Stack, Switch, Text } from "@mantine/core";

import { useMutation } from "@/components/api/use-mutation";
import { PageHeading } from "@/components/layout/page-heading";
import { Loaded } from "@/components/ui/loaded";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { SettingView } from "@/lib/settings/store";
import { formatDateTime } from "@/lib/site/format-date";

/** `/admin/settings` (product.md §7): what admins change while the product runs. */
export function SettingsAdmin() {
  const { data, error, mutate } = useResource(routes.admin.settings.list, {});
  const update = useMutation(routes.admin.settings.update, {
    failure: "Not changed",
    success: (settings, { body }) =>
      settings
        .filter(({ key }) => body && key in body)
        .map(({ label, value }) => `${label}: ${value ? "on" : "off"}.`)
        .join(" "),
  });

  const change = async (setting: SettingView, value: boolean) => {
    const saved = await update.run({}, { [setting.key]: value });
    if (saved) await mutate(saved, { revalidate: false });
  };

  return (
    <>
      <PageHeading title="Settings" description="How the product works, changed at once." />
      {update.conflictDialog}
      <Loaded
        data={data}
        error={error}
        onRetry={() => void mutate()}
        what="the settings"
        isEmpty={(settings) => settings.length === 0}
        empty={null}
      >
        {(settings) => (
          <Stack>
            {settings.map((setting) => (
              <Card key={setting.key} withBorder padding="lg">
                <Switch
                  label={setting.label}
                  description={setting.description}
                  checked={setting.value}
                  disabled={update.pending?.body?.[setting.key] !== undefined}
                  onChange={(event) => void change(setting, event.currentTarget.checked)}
                />
                <Text size="xs" c="dimmed" mt="sm">
                  {setting.updated_at
                    ? `Changed ${formatDateTime(setting.updated_at)}${setting.updated_by ? ` by ${setting.updated_by}` : ""}.`
                    : `Default: ${setting.default ? "on" : "off"}.`}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </Loaded>
    </>
  );
}
