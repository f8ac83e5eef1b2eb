import { fireEvent, screen, waitFor, within } from "@testing-library/react";

import { notifications } from "@/components/ui/toast";
import type { AdminSubmissionView } from "@/lib/submissions/views";
import { renderWithTheme } from "@/test/render";

import { AuditLog } from "./audit-log";
import { ResearchAssignment } from "./research-assignment";
import { SubmissionStatusPanel } from "./submission-status-panel";

const PAID: AdminSubmissionView = {
  correlation_id: "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e",
  title: "Night Ferry",
  status: "paid",
  customer_email: "rosa@example.com",
  customer_name: null,
  customer_company: null,
  due_date: "2026-12-07",
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-23T10:00:00Z",
  orders: [],
  revisions: [],
  scripts: [],
  audit_log: [],
  allowed_transitions: [
    { to: "in_research", label: "In research", needs_confirmation: false },
    { to: "cancelled", label: "Cancelled", needs_confirmation: true },
  ],
  assignee_id: null,
  researchers: [{ id: "researcher-1", email: "ines@example.com" }],
  ready_for_delivery_at: null,
  title_clearance: false,
  title_verdict: null,
  review: null,
};

/** The API's answer to the next call; jsdom has no `Response`, so a stand-in with what is read. */
function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const sent = (fetchMock: jest.Mock) => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, body: JSON.parse(init.body as string) as unknown };
};

function renderPanel(submission = PAID) {
  const onChanged = jest.fn();
  const onStale = jest.fn();
  renderWithTheme(
    <SubmissionStatusPanel submission={submission} onChanged={onChanged} onStale={onStale} />,
  );
  return { onChanged, onStale };
}

describe("SubmissionStatusPanel", () => {
  it("offers only the allowed changes, and sends the status it shows with the note", async () => {
    const changed = { ...PAID, status: "in_research" as const, allowed_transitions: [] };
    const fetchMock = answer(200, changed);
    const { onChanged } = renderPanel();
    const choices = within(screen.getByRole("group", { name: "Change status to" }));
    expect(choices.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "In research",
      "Cancelled",
    ]);
    fireEvent.change(screen.getByRole("textbox", { name: "Note" }), {
      target: { value: " Starting today " },
    });
    fireEvent.click(choices.getByRole("button", { name: "In research" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(changed));
    expect(sent(fetchMock)).toEqual({
      url: `/api/admin/submissions/${PAID.correlation_id}/status`,
      body: { from: "paid", to: "in_research", note: "Starting today" },
    });
  });

  it("asks before a change that ends the order", async () => {
    const fetchMock = answer(200, { ...PAID, status: "cancelled" });
    const { onChanged } = renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Cancelled" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this submission cancelled?" });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark it cancelled" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent(fetchMock).body).toEqual({ from: "paid", to: "cancelled" });
  });

  it("reloads the submission when someone else changed it meanwhile", async () => {
    answer(409, { message: "This submission changed meanwhile: it is now in research." });
    const { onChanged, onStale } = renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "In research" }));
    await waitFor(() => expect(onStale).toHaveBeenCalled());
    expect(onChanged).not.toHaveBeenCalled();
    expect(await screen.findByRole("dialog", { name: "Status not changed" })).toHaveTextContent(
      "This submission changed meanwhile: it is now in research.",
    );
  });

  it("says why nothing can be changed before payment", () => {
    renderPanel({ ...PAID, status: "awaiting_payment", due_date: null, allowed_transitions: [] });
    expect(screen.queryByRole("group", { name: "Change status to" })).not.toBeInTheDocument();
    expect(
      screen.getByText("Until the order is paid, its status follows the payment."),
    ).toBeInTheDocument();
  });
});

describe("AuditLog", () => {
  it("says when there is nothing in it yet", () => {
    renderWithTheme(<AuditLog events={[]} />);
    expect(screen.getByText("No events yet.")).toBeInTheDocument();
  });

  it("lists who changed what, from which status to which", () => {
    renderWithTheme(
      <AuditLog
        events={[
          {
            id: "1",
            at: "2026-11-24T09:00:00Z",
            actor: "admin@example.com",
            action: "Status changed",
            from_status: "paid",
            to_status: "in_research",
            note: "Starting today",
            detail: null,
          },
        ]}
      />,
    );
    const row = screen.getAllByRole("row")[1]!;
    expect(row).toHaveTextContent(/admin@example\.com.*Status changed.*Paid.*to.*In research/);
    expect(row).toHaveTextContent("Starting today");
    expect(screen.getByRole("table", { name: "Audit log" })).toBeInTheDocument();
  });
});

describe("ResearchAssignment", () => {
  it("assigns the chosen researcher and hands the page the new view", async () => {
    const assigned = { ...PAID, status: "in_research" as const, assignee_id: "researcher-1" };
    const fetchMock = answer(200, assigned);
    const onChanged = jest.fn();
    renderWithTheme(<ResearchAssignment submission={PAID} onChanged={onChanged} />);
    expect(screen.getByText("Assigning a researcher starts the research.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send for review" })).toBeDisabled();
    fireEvent.click(screen.getByRole("combobox", { name: "Researcher" }));
    fireEvent.click(await screen.findByRole("option", { name: "ines@example.com" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(assigned));
    expect(sent(fetchMock)).toEqual({
      url: `/api/admin/submissions/${PAID.correlation_id}/assignee`,
      body: { assignee_id: "researcher-1" },
    });
  });

  it("shows why the results cannot go for review yet", async () => {
    const message =
      "Every item needs a finding or a dismissal before delivery; still open: 2 detected.";
    answer(409, { message });
    const toast = jest.spyOn(notifications, "show");
    const onChanged = jest.fn();
    const inResearch = { ...PAID, status: "in_research" as const, assignee_id: "researcher-1" };
    renderWithTheme(<ResearchAssignment submission={inResearch} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole("button", { name: "Send for review" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message })));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("lets a second admin sign off, or send back with a note", async () => {
    const inReview = {
      ...PAID,
      status: "in_review" as const,
      review: {
        requested_by: "ines@example.com",
        requested_at: "2026-11-24T09:00:00Z",
        outcome: null,
        decided_by: null,
        decided_at: null,
        note: "",
      },
    };
    const fetchMock = answer(200, inReview);
    const onChanged = jest.fn();
    renderWithTheme(<ResearchAssignment submission={inReview} onChanged={onChanged} />);
    expect(screen.getByText(/sent by ines@example\.com/)).toBeInTheDocument();
    const sendBack = screen.getByRole("button", { name: "Send back" });
    expect(sendBack).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Note for the researcher" }), {
      target: { value: "Check the diner again." },
    });
    fireEvent.click(sendBack);
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(inReview));
    expect(sent(fetchMock)).toEqual({
      url: `/api/admin/submissions/${PAID.correlation_id}/review`,
      body: { decision: "send_back", note: "Check the diner again." },
    });
  });
});
