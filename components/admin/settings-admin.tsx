"use client";

import { Card, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";

import { PageHeading } from "@/components/layout/page-heading";
import { Loaded } from "@/components/ui/loaded";
import { notifications } from "@/components/ui/toast";
import { api, messageOf } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";
import type { SettingView } from "@/lib/settings/store";
import { formatDateTime } from "@/lib/site/format-date";

/** `/admin/settings` (product.md §7): what admins change while the product runs. */
export function SettingsAdmin() {
  const { data, error, mutate } = useApi<SettingView[]>("/admin/settings");
  const [saving, setSaving] = useState<string>();

  const change = async (setting: SettingView, value: boolean) => {
    setSaving(setting.key);
    try {
      await mutate(await api.patch<SettingView[]>("/admin/settings", { [setting.key]: value }), {
        revalidate: false,
      });
      notifications.show({
        color: "green",
        message: `${setting.label}: ${value ? "on" : "off"}.`,
      });
    } catch (problem) {
      notifications.show({ color: "red", title: "Not changed", message: messageOf(problem) });
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <>
      <PageHeading title="Settings" description="How the product works, changed at once." />
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
                  disabled={saving === setting.key}
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
