import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps, FC, ReactNode } from "react";
import SuperTokensWebJS from "supertokens-web-js";
import EmailPassword from "supertokens-web-js/recipe/emailpassword";

import { appInfo } from "@/lib/auth/app-info";

import { googleButtonFirst } from "./google-button";
import * as redirect from "./google-redirect";

const googleSignInAddress = jest.fn();
jest.mock("./google-redirect", () => ({
  ...jest.requireActual("./google-redirect"),
  googleSignInAddress: () => googleSignInAddress(),
}));

type ListOverride = NonNullable<(typeof googleButtonFirst)["AuthPageComponentList_Override"]>;
type ListProps = ComponentProps<ListOverride>;

/** The prebuilt page's list of forms, as its default component renders it. */
const DefaultList = (({ authComponents, ...props }: ListProps) => (
  <div>{authComponents.map((component) => component(props as never) as ReactNode)}</div>
)) as unknown as ListProps["DefaultComponent"];

function renderList(onError = jest.fn()) {
  const Override = googleButtonFirst.AuthPageComponentList_Override as FC<ListProps>;
  const emailForm = () => <form key="email" aria-label="Email and password" />;
  render(
    <Override
      {...({ authComponents: [emailForm], onError } as unknown as ListProps)}
      DefaultComponent={DefaultList}
    />,
  );
  return onError;
}

describe("Google's button on the sign-in page", () => {
  beforeEach(() => jest.clearAllMocks());

  it("comes before the e-mail form, in the prebuilt UI's words", () => {
    renderList();
    const button = screen.getByRole("button", { name: "Continue with Google" });
    const form = screen.getByRole("form", { name: "Email and password" });
    expect(button.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the error when Google's address cannot be had", async () => {
    googleSignInAddress.mockResolvedValue({ error: "SOMETHING_WENT_WRONG_ERROR" });
    const onError = renderList();
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith("SOMETHING_WENT_WRONG_ERROR"));
  });
});

describe("Google's sign-in address", () => {
  const { googleSignInAddress: realAddress, returnPathOf } =
    jest.requireActual<typeof redirect>("./google-redirect");

  it("keeps the state the return page reads as the prebuilt UI's own", async () => {
    // As on the sign-in page, where the prebuilt UI started web-js with e-mail's recipes only.
    SuperTokensWebJS.init({
      appInfo: appInfo(window.location.origin),
      recipeList: [EmailPassword.init()],
    });
    const body = { status: "OK", urlWithQueryParams: "https://google.test/o/auth?client_id=a" };
    const answered = { status: 200, clone: () => answered, json: async () => body };
    global.fetch = jest.fn(async () => answered as unknown as Response);
    window.history.replaceState(null, "", "/auth?redirectToPath=%2Fquote%2F7");

    const answer = await realAddress();

    const asked = new URL(String(jest.mocked(global.fetch).mock.calls[0]![0]));
    expect(asked.pathname).toBe("/api/auth/authorisationurl");
    expect(asked.searchParams.get("redirectURIOnProviderDashboard")).toBe(
      `${window.location.origin}/auth/callback/google`,
    );
    const state = JSON.parse(window.sessionStorage.getItem("supertokens-oauth-state-2")!);
    expect(state).toMatchObject({ rid: "thirdparty", thirdPartyId: "google" });
    expect(state.redirectToPath).toBe("/quote/7");
    expect(answer).toEqual({
      url: `https://google.test/o/auth?client_id=a&state=${encodeURIComponent(state.stateForAuthProvider)}`,
    });
  });

  it("returns only to this site's own pages", () => {
    expect(returnPathOf("https://app.test/auth?redirectToPath=%2Fquote%2F7%3Fa%3D1")).toBe(
      "/quote/7?a=1",
    );
    expect(returnPathOf("https://app.test/auth")).toBeUndefined();
    expect(returnPathOf("https://app.test/auth?redirectToPath=%2F%2Fevil.test")).toBeUndefined();
    expect(returnPathOf("https://app.test/auth?redirectToPath=https://evil.test/")).toBeUndefined();
    expect(returnPathOf("https://app.test/auth?redirectToPath=/.//evil.test/x")).toBeUndefined();
  });
});
