import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";

import { renderWithTheme } from "@/test/render";

import { AccessDenied } from "./session-guards";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const signOutToSignIn = jest.fn();
jest.mock("./session-client", () => ({ signOutToSignIn: () => signOutToSignIn() }));

function answerUserInfo(isAdmin: boolean) {
  const info = { email: "ana@example.com", isAdmin, signInMethod: "password" };
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => info }) as Response);
}

// A cache of its own per test: the account lookup is shared through SWR's.
const renderScreen = () =>
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AccessDenied />
    </SWRConfig>,
  );

describe("AccessDenied", () => {
  beforeEach(() => jest.clearAllMocks());

  it("says so in the prebuilt screen's words; Go back goes back, Log out signs out", async () => {
    answerUserInfo(false);
    const back = jest.spyOn(window.history, "back").mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen();

    expect(screen.getByRole("heading", { name: "Access denied" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Go back" }));
    expect(back).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(signOutToSignIn).toHaveBeenCalled();
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(refresh).not.toHaveBeenCalled();
  });

  it("asks the server again once the account lookup finds the role granted", async () => {
    answerUserInfo(true);
    renderScreen();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });
});
