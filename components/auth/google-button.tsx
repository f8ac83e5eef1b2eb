"use client";

import { googleSignInAddress } from "./google-redirect";
import type { AuthPageOverrides } from "./supertokens-provider";

/**
 * The prebuilt UI's "Continue with Google" button, drawn by us: auth-react's ThirdParty recipe
 * and screens (about 30 kB) load only where they work, on Google's return (google-callback.tsx).
 * Its markup and styles are the library's, so the screen looks as it did with them. A click asks
 * web-js's ThirdParty recipe (about 2 kB) for Google's address.
 */
function GoogleButton({ onError }: { onError: (error: string) => void }) {
  const continueWithGoogle = async () => {
    const answer = await googleSignInAddress();
    if ("url" in answer) window.location.assign(answer.url);
    else onError(answer.error);
  };
  return (
    <>
      <div data-supertokens="providerContainer">
        <span>
          <button
            type="button"
            data-supertokens="button providerButton providerGoogle"
            onClick={() => void continueWithGoogle()}
          >
            <div data-supertokens="providerButtonLeft">
              <div data-supertokens="providerButtonLogo">
                <div data-supertokens="providerButtonLogoCenter">{googleLogo}</div>
              </div>
            </div>
            <div data-supertokens="providerButtonText">
              <span>Continue with Google</span>
            </div>
          </button>
        </span>
      </div>
      <style>{providerStyle}</style>
    </>
  );
}

/** Google's button first, then "or" and the e-mail form, as the ThirdParty recipe placed it. */
export const googleButtonFirst: AuthPageOverrides = {
  AuthPageComponentList_Override: ({ DefaultComponent, ...props }) => (
    <DefaultComponent
      {...props}
      authComponents={[
        ({ onError }) => <GoogleButton key="google" onError={onError} />,
        ...props.authComponents,
      ]}
    />
  ),
};

const googleLogo = (
  <svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 48 48">
    <path
      fill="#FFC107"
      d="M43.611 20.083H42V20H24v8h11.303c-1.649 4.657-6.08 8-11.303 8-6.627 0-12-5.373-12-12s5.373-12 12-12c3.059 0 5.842 1.154 7.961 3.039l5.657-5.657C34.046 6.053 29.268 4 24 4 12.955 4 4 12.955 4 24s8.955 20 20 20 20-8.955 20-20c0-1.341-.138-2.65-.389-3.917z"
    />
    <path
      fill="#FF3D00"
      d="m6.306 14.691 6.571 4.819C14.655 15.108 18.961 12 24 12c3.059 0 5.842 1.154 7.961 3.039l5.657-5.657C34.046 6.053 29.268 4 24 4 16.318 4 9.656 8.337 6.306 14.691z"
    />
    <path
      fill="#4CAF50"
      d="M24 44c5.166 0 9.86-1.977 13.409-5.192l-6.19-5.238A11.91 11.91 0 0 1 24 36c-5.202 0-9.619-3.317-11.283-7.946l-6.522 5.025C9.505 39.556 16.227 44 24 44z"
    />
    <path
      fill="#1976D2"
      d="M43.611 20.083H42V20H24v8h11.303a12.04 12.04 0 0 1-4.087 5.571l.003-.002 6.19 5.238C36.971 39.205 44 34 44 24c0-1.341-.138-2.65-.389-3.917z"
    />
  </svg>
);

// The ThirdParty screens' own rules for the button (the prebuilt UI draws in a shadow root).
const providerStyle = `
  [data-supertokens~="providerContainer"] {
    padding-top: 9px;
    padding-bottom: 9px;
    --logo-size: 34px;
    --logo-horizontal-spacing: 8px;
  }
  [data-supertokens~="button"][data-supertokens~="providerButton"] {
    min-height: 32px;
    display: flex;
    flex-direction: row;
    align-items: center;
    justify-content: center;
    padding: 2px calc(var(--logo-size) + 2 * var(--logo-horizontal-spacing));
    background-color: white;
    border-color: rgb(221, 221, 221);
    color: black;
    position: relative;
  }
  [data-supertokens~="button"][data-supertokens~="providerButton"]:hover {
    filter: none;
    background-color: #fafafa;
  }
  [data-supertokens~="providerButtonLeft"] {
    width: calc(var(--logo-size));
    position: absolute;
    left: calc(var(--logo-horizontal-spacing));
  }
  [data-supertokens~="providerButtonLogo"] { height: 30px; display: flex; align-items: center; }
  [data-supertokens~="providerButtonLogoCenter"] { display: flex; margin: auto; }
  [data-supertokens~="providerButtonText"] {
    font-weight: 400;
    text-align: center;
    justify-content: center;
    overflow: hidden;
    white-space: nowrap;
    display: inline-block;
    flex-grow: 1;
    max-width: 100%;
    font-size: var(--font-size-1);
    text-overflow: ellipsis;
  }
  @media (max-width: 640px) {
    [data-supertokens~="providerButtonText"] { font-size: var(--font-size-0); }
  }
`;
