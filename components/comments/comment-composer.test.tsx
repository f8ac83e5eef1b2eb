import { fireEvent, screen, waitFor } from "@testing-library/react";

import { routes } from "@/lib/api-client/routes";
import { renderWithTheme } from "@/test/render";

import { CommentComposer } from "./comment-composer";

/** The API's answer to the next call; jsdom has no `Response`, so a stand-in with what is read. */
function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const SUBMISSION = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";
const PATH = `/admin/submissions/${SUBMISSION}/comments`;
const ITEM = "5a1e0c1b-2d3f-4a5b-8c7d-9e0f1a2b3c4d";

function renderComposer(allowInternal = true) {
  const onPosted = jest.fn();
  renderWithTheme(
    <CommentComposer
      route={routes.admin.comments.post}
      submissionId={SUBMISSION}
      itemId={ITEM}
      allowInternal={allowInternal}
      onPosted={onPosted}
    />,
  );
  return { onPosted, box: screen.getByRole("textbox", { name: "Comment" }) };
}

describe("CommentComposer", () => {
  it("writes internal comments by default, and says what the customer will see", async () => {
    const fetchMock = answer(201, { id: "c1" });
    const { onPosted, box } = renderComposer();
    expect(screen.getByRole("radio", { name: "Internal" })).toBeChecked();
    expect(screen.getByText("Only researchers see this comment.")).toBeInTheDocument();
    fireEvent.change(box, { target: { value: "  Check the bar  " } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith({ id: "c1" }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api${PATH}`);
    expect(JSON.parse(init.body as string)).toEqual({
      body: "Check the bar",
      visibility: "internal",
      item_id: ITEM,
    });
    expect(box).toHaveValue("");
  });

  it("sends a customer-visible comment when the researcher picks it", async () => {
    const fetchMock = answer(201, { id: "c2" });
    const { box } = renderComposer();
    fireEvent.click(screen.getByRole("radio", { name: "Visible to customer" }));
    expect(
      screen.getByText("The customer sees this comment and gets an e-mail about it."),
    ).toBeInTheDocument();
    fireEvent.change(box, { target: { value: "Is it real?" } });
    fireEvent.click(screen.getByRole("button", { name: "Post for the customer" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ visibility: "customer" });
  });

  it("returns to Internal after a comment for the customer, so the next note stays internal", async () => {
    const fetchMock = answer(201, { id: "c3" });
    const { onPosted, box } = renderComposer();
    fireEvent.click(screen.getByRole("radio", { name: "Visible to customer" }));
    fireEvent.change(box, { target: { value: "Could you send the release?" } });
    fireEvent.click(screen.getByRole("button", { name: "Post for the customer" }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("radio", { name: "Internal" })).toBeChecked();
    expect(screen.getByText("Only researchers see this comment.")).toBeInTheDocument();

    fireEvent.change(box, { target: { value: "Their lawyer is slow; chase on Monday." } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(2));
    const sent = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => JSON.parse(init.body as string) as { visibility: string },
    );
    expect(sent.map(({ visibility }) => visibility)).toEqual(["customer", "internal"]);
  });

  it("sends chosen files with the comment as a form, and clears them after", async () => {
    const sent: FormData[] = [];
    const xhr = {
      open: jest.fn(),
      upload: {},
      status: 201,
      response: { id: "c4" },
      send(form: FormData) {
        sent.push(form);
        (this as unknown as { onload: () => void }).onload();
      },
    };
    global.XMLHttpRequest = jest.fn(() => xhr) as unknown as typeof XMLHttpRequest;
    const { onPosted, box } = renderComposer(false);
    const release = new File(["%PDF-1.4"], "release.pdf", { type: "application/pdf" });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [release] } });
    expect(await screen.findByText("release.pdf")).toBeInTheDocument();
    fireEvent.change(box, { target: { value: "The signed release." } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith({ id: "c4" }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get("body")).toBe("The signed release.");
    expect(sent[0]!.get("item_id")).toBe(ITEM);
    expect((sent[0]!.get("attachment") as File).name).toBe("release.pdf");
    expect(screen.queryByText("release.pdf")).toBeNull();
  });

  it("refuses a file over 10 MB before sending anything", () => {
    const fetchMock = answer(201, {});
    const { box } = renderComposer(false);
    const large = new File(["x"], "scan.pdf", { type: "application/pdf" });
    Object.defineProperty(large, "size", { value: 10 * 1024 * 1024 + 1 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [large] } });
    fireEvent.change(box, { target: { value: "Too big" } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(
      screen.getByText("“scan.pdf” is larger than 10 MB. Attach files of at most 10 MB each."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an empty or over-long comment before sending it", () => {
    const fetchMock = answer(201, {});
    const { box } = renderComposer(false);
    expect(screen.queryByRole("radio")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(screen.getByText("Write a comment first.")).toBeInTheDocument();
    fireEvent.change(box, { target: { value: "x".repeat(5001) } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(screen.getByText("A comment can be at most 5,000 characters long.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the body beside the field", async () => {
    answer(400, { message: "A comment can be at most 5,000 characters long.", field: "body" });
    const { box, onPosted } = renderComposer();
    fireEvent.change(box, { target: { value: "Fine here" } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(
      await screen.findByText("A comment can be at most 5,000 characters long."),
    ).toBeInTheDocument();
    expect(onPosted).not.toHaveBeenCalled();
    expect(box).toHaveValue("Fine here");
  });
});
