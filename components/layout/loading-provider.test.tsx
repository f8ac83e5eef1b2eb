import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { renderWithTheme } from "@/test/render";

import { LoadingProvider, useLoading } from "./loading-provider";

function Controls({ work }: { work?: Promise<unknown> }) {
  const { loading, setLoading, track } = useLoading();
  return (
    <>
      <span data-testid="flag">{String(loading)}</span>
      <button onClick={() => setLoading(true)}>on</button>
      <button onClick={() => setLoading(false)}>off</button>
      <button onClick={() => work && void track(work).catch(() => {})}>track</button>
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("LoadingProvider", () => {
  it("shows 'Loading...' while the flag is set and hides it when cleared", async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <LoadingProvider>
        <Controls />
      </LoadingProvider>,
    );
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();

    await user.click(screen.getByText("on"));
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");

    await user.click(screen.getByText("off"));
    expect(screen.getByTestId("flag")).toHaveTextContent("false");
  });

  it("stays up until tracked work settles, even when it fails", async () => {
    const user = userEvent.setup();
    const work = deferred();
    renderWithTheme(
      <LoadingProvider>
        <Controls work={work.promise} />
      </LoadingProvider>,
    );
    await user.click(screen.getByText("track"));
    expect(screen.getByTestId("flag")).toHaveTextContent("true");

    await act(async () => work.reject(new Error("network")));
    expect(screen.getByTestId("flag")).toHaveTextContent("false");
  });

  it("refuses to be used outside the provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderWithTheme(<Controls />)).toThrow(
      "useLoading must be used inside <LoadingProvider>",
    );
  });
});
