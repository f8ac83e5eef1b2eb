"use client";

import { Card, Grid, NativeSelect, TagsInput, Textarea, TextInput, Title } from "@mantine/core";

import { COUNTRIES } from "@/config/countries";
import { PROJECT_TYPES, STORY_PERIODS, SUBMISSION_LIMITS } from "@/config/submissions";

import { choiceProps, type QuoteForm } from "./use-quote-form";

const EPISODIC = new Set(["tv_pilot", "tv_episode"]);

/** product.md §4.1: the project's details; the story's setting decides where conflicts count. */
export function ProjectDetailsCard({ form }: { form: QuoteForm }) {
  const episodic = EPISODIC.has(form.values.project_type ?? "");
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Project details
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label="Title"
            placeholder="The working title of the script"
            maxLength={SUBMISSION_LIMITS.titleLength}
            {...form.getInputProps("title")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            label="Project type"
            {...choiceProps(form, "project_type", "Choose one", PROJECT_TYPES)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TagsInput
            label="Alternative titles"
            description="Press Enter after each one."
            maxTags={SUBMISSION_LIMITS.alternativeTitles}
            maxLength={SUBMISSION_LIMITS.titleLength}
            {...form.getInputProps("alternative_titles")}
          />
        </Grid.Col>
        {episodic ? (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Series name" {...form.getInputProps("series_name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Episode name" {...form.getInputProps("episode_name")} />
            </Grid.Col>
          </>
        ) : null}
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            label="Story set in (country)"
            {...choiceProps(form, "setting_country", "Choose a country", COUNTRIES)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="State or region" {...form.getInputProps("setting_region")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="City" {...form.getInputProps("setting_city")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            label="Period"
            {...choiceProps(form, "period", "Choose one", STORY_PERIODS)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Production company" {...form.getInputProps("production_company")} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label="Notes for the researchers"
            placeholder="Anything we should know: real people portrayed, locations you already cleared…"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={SUBMISSION_LIMITS.notesLength}
            {...form.getInputProps("notes")}
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
