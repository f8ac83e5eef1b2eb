/**
 * Run-time settings (config/settings.ts names them): read where they decide something, listed and
 * changed by admins on `/admin/settings`.
 */
import "server-only";

import { eq, sql } from "drizzle-orm";
import { z } from "zod";

import { SETTINGS, type SettingKey, type SettingValue } from "@/config/settings";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import { appSettings, userProfiles } from "@/lib/db/schema";

const KEYS = Object.keys(SETTINGS) as SettingKey[];

/** One setting as the admin page shows it. */
export type SettingView = {
  key: SettingKey;
  label: string;
  description: string;
  value: SettingValue<SettingKey>;
  default: SettingValue<SettingKey>;
  /** Who last changed it and when; null while it has its default. */
  updated_by: string | null;
  updated_at: string | null;
};

/** A stored value of another shape (a setting changed since) counts as not set. */
function valueOf<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> | undefined {
  const parsed = SETTINGS[key].schema.safeParse(stored);
  return parsed.success ? (parsed.data as SettingValue<K>) : undefined;
}

/** The setting's value: what an admin chose, else its default. */
export async function readSetting<K extends SettingKey>(
  key: K,
  executor: Transaction = db(),
): Promise<SettingValue<K>> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return valueOf(key, row?.value) ?? (SETTINGS[key].default as SettingValue<K>);
}

/** GET /api/admin/settings: every setting, in the registry's order. */
export async function listSettings(): Promise<SettingView[]> {
  const rows = await db()
    .select({ setting: appSettings, email: userProfiles.email })
    .from(appSettings)
    .leftJoin(userProfiles, eq(userProfiles.userId, appSettings.updatedBy));
  return KEYS.map((key) => {
    const row = rows.find(({ setting }) => setting.key === key);
    const stored = row && valueOf(key, row.setting.value);
    return {
      key,
      label: SETTINGS[key].label,
      description: SETTINGS[key].description,
      value: stored ?? SETTINGS[key].default,
      default: SETTINGS[key].default,
      updated_by: stored === undefined ? null : (row?.email ?? null),
      updated_at: stored === undefined ? null : row!.setting.updatedAt.toISOString(),
    };
  });
}

/** PATCH /api/admin/settings body: the settings to change, each in its own shape. */
export const settingsInput = z
  .strictObject(
    Object.fromEntries(KEYS.map((key) => [key, SETTINGS[key].schema.optional()])) as {
      [K in SettingKey]: z.ZodOptional<(typeof SETTINGS)[K]["schema"]>;
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `There is no setting called ${issue.keys.join(", ")}; the settings are ${KEYS.join(", ")}.`
          : 'Send the settings to change as an object, for example { "proforma_review": true }.',
    },
  )
  .refine((input) => Object.keys(input).length > 0, "Name at least one setting to change.");

/** PATCH /api/admin/settings: the named settings changed together, by `admin`. */
export async function updateSettings(
  admin: SignedInUser,
  input: z.infer<typeof settingsInput>,
): Promise<SettingView[]> {
  const rows = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, value, updatedBy: admin.id, updatedAt: new Date() }));
  await db()
    .insert(appSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: appSettings.key,
      set: {
        value: sql`excluded.value`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return listSettings();
}
