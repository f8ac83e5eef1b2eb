import { screen, within } from "@testing-library/react";

import { LoadingProvider } from "@/components/layout/loading-provider";
import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { CommentThreadsView, CommentView } from "@/lib/comments/rules";
import { renderWithTheme } from "@/test/render";

import { SubmissionComments } from "./submission-comments";

const ID = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";
const ITEM = {
  id: "5a1e0c1b-2d3f-4a5b-8c7d-9e0f1a2b3c4d",
  category: "business",
  category_label: "Business name",
  name: "Harbour Bar",
};

const comment = (id: string, overrides: Partial<CommentView>): CommentView => ({
  id,
  item_id: null,
  author: "rosa@example.com",
  author_role: "researcher",
  visibility: "internal",
  body: "A comment",
  created_at: "2026-11-20T10:00:00Z",
  mine: false,
  attachments: [],
  ...overrides,
});

function renderPage(view: CommentThreadsView, item?: string) {
  renderWithTheme(
    <LoadingProvider>
      <ServerData data={[served(routes.admin.comments.list, { id: ID }, view, { item })]}>
        <SubmissionComments id={ID} item={item} />
      </ServerData>
    </LoadingProvider>,
  );
}

describe("SubmissionComments", () => {
  it("shows the submission-wide thread and one per item, with their visibility", () => {
    renderPage({
      submission: { correlation_id: ID, title: "Harbour Light" },
      item: null,
      items: [ITEM],
      comments: [
        comment("c1", { body: "Whole script first" }),
        comment("c2", { item_id: ITEM.id, visibility: "customer", body: "Is the bar real?" }),
      ],
    });
    expect(screen.getByRole("heading", { name: "Comments: Harbour Light" })).toBeInTheDocument();
    const whole = within(screen.getByRole("region", { name: "Whole submission" }));
    const [first] = whole.getAllByTestId("comment");
    expect(first).toHaveTextContent("Whole script first");
    expect(first).toHaveTextContent("Internal");
    const item = within(screen.getByRole("region", { name: "Business name: Harbour Bar" }));
    expect(item.getByText("Is the bar real?")).toBeInTheDocument();
    expect(item.getByText("Visible to customer")).toBeInTheDocument();
    expect(item.getByRole("link", { name: "Reply on this item" })).toHaveAttribute(
      "href",
      `/comments/${ID}?item=${ITEM.id}`,
    );
    expect(screen.getByRole("textbox", { name: "Comment on the submission" })).toBeInTheDocument();
  });

  it("sets a comment the customer sees apart from internal notes, and lists its files", () => {
    renderPage({
      submission: { correlation_id: ID, title: "Harbour Light" },
      item: null,
      items: [],
      comments: [
        comment("c1", { body: "Chase their lawyer" }),
        comment("c2", {
          visibility: "customer",
          body: "Please send the release.",
          attachments: [
            {
              id: "a1",
              name: "Release form.pdf",
              content_type: "application/pdf",
              size_bytes: 2048,
            },
          ],
        }),
      ],
    });
    const [internal, visible] = within(
      screen.getByRole("region", { name: "Whole submission" }),
    ).getAllByTestId("comment");
    expect(visible).toHaveStyle({ borderLeft: "4px solid var(--mantine-color-blue-filled)" });
    expect(internal).not.toHaveStyle({ borderLeft: "4px solid var(--mantine-color-blue-filled)" });
    expect(
      within(visible!).getByRole("button", { name: "Release form.pdf · 2 KB" }),
    ).toBeInTheDocument();
    expect(within(internal!).queryByRole("button")).toBeNull();
  });

  it("says so when there is nothing yet", () => {
    renderPage({
      submission: { correlation_id: ID, title: "" },
      item: null,
      items: [],
      comments: [],
    });
    expect(screen.getByRole("heading", { name: "Comments: Untitled quote" })).toBeInTheDocument();
    expect(screen.getByText("No comments yet")).toBeInTheDocument();
  });

  it("opens one item's thread on its own, with a way back to all of them", () => {
    renderPage(
      {
        submission: { correlation_id: ID, title: "Harbour Light" },
        item: ITEM,
        items: [ITEM],
        comments: [],
      },
      ITEM.id,
    );
    expect(screen.getByRole("region", { name: "Business name: Harbour Bar" })).toHaveTextContent(
      "No comments on this item yet.",
    );
    expect(screen.queryByRole("region", { name: "Whole submission" })).toBeNull();
    expect(screen.getByRole("link", { name: "All threads" })).toHaveAttribute(
      "href",
      `/comments/${ID}`,
    );
    expect(screen.getByRole("textbox", { name: "Comment on this item" })).toBeInTheDocument();
  });
});
