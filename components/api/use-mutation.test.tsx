import { Button } from "@mantine/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";

import { notifications } from "@/components/ui/toast";
import { routes } from "@/lib/api-client/routes";
import { renderWithTheme } from "@/test/render";

import { useMutation, type MutationOptions } from "./use-mutation";

jest.mock("@/components/ui/toast", () => ({ notifications: { show: jest.fn() } }));
const toasts = notifications.show as jest.Mock;

/** The API's answer to every call; jsdom has no `Response`, so a stand-in with what is read. */
function answer(status: number, body: unknown) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = jest.fn(async () => {
    await held;
    return { ok: status < 400, status, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, release };
}

const route = routes.admin.submission.assignee;
type Options = MutationOptions<typeof route>;

function Assign({ options, onAnswer }: { options: Options; onAnswer: (a: unknown) => void }) {
  const { run, busy, conflictDialog } = useMutation(route, options);
  return (
    <>
      <Button
        loading={busy}
        onClick={async () => onAnswer(await run({ id: "s1" }, { assignee_id: "r1" }))}
      >
        Assign
      </Button>
      {conflictDialog}
    </>
  );
}

function renderAssign(options: Partial<Options> = {}) {
  const onAnswer = jest.fn();
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Assign options={{ failure: "Not assigned", ...options }} onAnswer={onAnswer} />
    </SWRConfig>,
  );
  return { onAnswer };
}

const button = () => screen.getByRole("button", { name: "Assign" });

beforeEach(() => toasts.mockClear());

describe("useMutation", () => {
  it("is busy while the call runs, sends the body to the route's path and shows success", async () => {
    const { fetchMock, release } = answer(200, { assignee_id: "r1" });
    const { onAnswer } = renderAssign({ success: "Assigned." });
    fireEvent.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("data-loading", "true"));
    // A second press while the first runs sends nothing.
    fireEvent.click(button());
    await act(async () => release());
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith({ assignee_id: "r1" }));
    expect(button()).not.toHaveAttribute("data-loading");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual([
      "/api/admin/submissions/s1/assignee",
      "POST",
      '{"assignee_id":"r1"}',
    ]);
    expect(toasts).toHaveBeenCalledWith({ color: "green", message: "Assigned." });
  });

  it("shows the API's sentence in a toast when refused, and answers undefined", async () => {
    const { release } = answer(400, { message: "Pick a researcher of this team." });
    const { onAnswer } = renderAssign({ success: "Assigned." });
    fireEvent.click(button());
    await act(async () => release());
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(undefined));
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith({
      color: "red",
      title: "Not assigned",
      message: "Pick a researcher of this team.",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("leaves a refusal the component shows itself to it", async () => {
    const { release } = answer(400, { message: "Too long.", field: "note" });
    const showsError = jest.fn(() => true);
    renderAssign({ showsError });
    fireEvent.click(button());
    await act(async () => release());
    await waitFor(() => expect(showsError).toHaveBeenCalled());
    expect(toasts).not.toHaveBeenCalled();
  });

  it("toasts a 409 that is a refusal, not a stale version", async () => {
    const { release } = answer(409, { message: "Nothing to assign: the research is over." });
    renderAssign();
    fireEvent.click(button());
    await act(async () => release());
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        color: "red",
        title: "Not assigned",
        message: "Nothing to assign: the research is over.",
      }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the conflict dialog on a stale version's 409 and reads the affected keys again", async () => {
    const { release } = answer(409, { message: "Someone else assigned it meanwhile." });
    const onConflict = jest.fn();
    const revalidate = jest.fn(({ id }: { id: string }) => [`/admin/submissions/${id}`]);
    renderAssign({ onConflict, revalidate });
    fireEvent.click(button());
    await act(async () => release());
    const dialog = await screen.findByRole("dialog", { name: "Not assigned" });
    expect(dialog).toHaveTextContent("Someone else assigned it meanwhile.");
    expect(dialog).toHaveTextContent("The page now shows the current version.");
    expect(revalidate).toHaveBeenCalledWith({ id: "s1" });
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(toasts).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
