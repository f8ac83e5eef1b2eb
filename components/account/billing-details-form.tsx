"use client";

import { Button, Grid, Group, Select, Skeleton, TextInput } from "@mantine/core";

import { COUNTRIES } from "@/config/countries";
import { routes } from "@/lib/api-client/routes";
import { billingDetailsSchema, type BillingDetails } from "@/lib/users/billing-details";

import { useProfileForm } from "./use-profile-form";

type FormValues = Record<Exclude<keyof BillingDetails, "country">, string> & {
  country: string | null;
};

const EMPTY: FormValues = {
  name: "",
  company: "",
  address_line1: "",
  address_line2: "",
  city: "",
  postal_code: "",
  region: "",
  country: null,
  tax_id: "",
};

const valuesOf = (details: BillingDetails | null | undefined): FormValues =>
  details
    ? (Object.fromEntries(
        Object.entries(details).map(([key, value]) => [key, value ?? ""]),
      ) as FormValues)
    : EMPTY;

const savedMessage = (billing: BillingDetails) => ({
  title: "Billing details saved",
  message: billing.name,
});

/** Who invoices are made out to; kept on the profile for every order. */
export function BillingDetailsForm({ onSaved }: { onSaved?: (details: BillingDetails) => void }) {
  const { loaded, form, saving, save } = useProfileForm({
    read: routes.user.billing,
    save: routes.user.saveBilling,
    field: "billing",
    schema: billingDetailsSchema,
    valuesOf,
    savedMessage,
    onSaved,
  });

  if (!loaded) return <Skeleton height={260} aria-label="Loading billing details" />;

  return (
    <form onSubmit={save} noValidate>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Name" required autoComplete="name" {...form.getInputProps("name")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Company"
            autoComplete="organization"
            {...form.getInputProps("company")}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label="Address"
            required
            autoComplete="address-line1"
            {...form.getInputProps("address_line1")}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label="Address line 2"
            autoComplete="address-line2"
            {...form.getInputProps("address_line2")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label="City"
            required
            autoComplete="address-level2"
            {...form.getInputProps("city")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label="Postal code"
            autoComplete="postal-code"
            {...form.getInputProps("postal_code")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="State or region"
            autoComplete="address-level1"
            {...form.getInputProps("region")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Country"
            required
            searchable
            data={COUNTRIES}
            autoComplete="country"
            {...form.getInputProps("country")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="VAT or tax ID" {...form.getInputProps("tax_id")} />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={saving} disabled={!form.isDirty()}>
          Save billing details
        </Button>
      </Group>
    </form>
  );
}
