"use client";

import { Card, TextInput, Title } from "@mantine/core";

import { COUNTRIES } from "@/config/countries";
import { PROJECT_TYPES, STORY_PERIODS, SUBMISSION_LIMITS } from "@/config/submissions";

import { ChoiceField } from "./choice-field";
import { GrowingTextarea } from "./growing-textarea";
import layout from "./quote-layout.module.css";
import { TagsField } from "./tags-field";
import type { QuoteForm } from "./use-quote-form";

const EPISODIC = new Set(["tv_pilot", "tv_episode"]);

/** product.md §4.1: the project's details; the story's setting decides where conflicts count. */
export function ProjectDetailsCard({ form }: { form: QuoteForm }) {
  const episodic = EPISODIC.has(form.values.project_type ?? "");
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Project details
      </Title>
      <div className={layout.grid}>
        <div className={`${layout.cell} ${layout.sm8}`}>
          <TextInput
            label="Title"
            placeholder="The working title of the script"
            maxLength={SUBMISSION_LIMITS.titleLength}
            {...form.text("title")}
          />
        </div>
        <div className={`${layout.cell} ${layout.sm4}`}>
          <ChoiceField
            label="Project type"
            placeholder="Choose one"
            data={PROJECT_TYPES}
            {...form.choice("project_type")}
          />
        </div>
        <div className={layout.cell}>
          <TagsField
            label="Alternative titles"
            description="Press Enter after each one."
            maxTags={SUBMISSION_LIMITS.alternativeTitles}
            {...form.tags()}
          />
        </div>
        {episodic ? (
          <>
            <div className={`${layout.cell} ${layout.sm6}`}>
              <TextInput label="Series name" {...form.text("series_name")} />
            </div>
            <div className={`${layout.cell} ${layout.sm6}`}>
              <TextInput label="Episode name" {...form.text("episode_name")} />
            </div>
          </>
        ) : null}
        <div className={`${layout.cell} ${layout.sm4}`}>
          <ChoiceField
            label="Story set in (country)"
            placeholder="Choose a country"
            data={COUNTRIES}
            {...form.choice("setting_country")}
          />
        </div>
        <div className={`${layout.cell} ${layout.sm4}`}>
          <TextInput label="State or region" {...form.text("setting_region")} />
        </div>
        <div className={`${layout.cell} ${layout.sm4}`}>
          <TextInput label="City" {...form.text("setting_city")} />
        </div>
        <div className={`${layout.cell} ${layout.sm4}`}>
          <ChoiceField
            label="Period"
            placeholder="Choose one"
            data={STORY_PERIODS}
            {...form.choice("period")}
          />
        </div>
        <div className={`${layout.cell} ${layout.sm8}`}>
          <TextInput label="Production company" {...form.text("production_company")} />
        </div>
        <div className={layout.cell}>
          <GrowingTextarea
            label="Notes for the researchers"
            placeholder="Anything we should know: real people portrayed, locations you already cleared…"
            minRows={2}
            maxRows={8}
            maxLength={SUBMISSION_LIMITS.notesLength}
            {...form.text("notes")}
          />
        </div>
      </div>
    </Card>
  );
}
