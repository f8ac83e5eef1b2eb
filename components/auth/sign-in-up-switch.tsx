"use client";

import type { ComponentProps } from "react";
import { useTranslation } from "supertokens-auth-react";

import type { AuthPageOverrides } from "./supertokens-provider";

type HeaderOverride = NonNullable<AuthPageOverrides["AuthPageHeader_Override"]>;

/**
 * The sign-in card's header, its "Sign Up" / "Sign In" switch a real button: the prebuilt UI
 * draws it as a span, which no keyboard reaches. Markup, styles and words are the library's, so
 * the card looks as it did; any other header (a back button, a labelled one) stays the library's.
 */
function SwitchableHeader({ DefaultComponent, ...props }: ComponentProps<HeaderOverride>) {
  const t = useTranslation();
  const { isSignUp, onSignInUpSwitcherClick } = props;
  if (
    !props.hasSeparateSignUpView ||
    props.hideSignInSwitcher ||
    props.showBackButton ||
    props.oauth2ClientInfo ||
    props.headerLabel !== undefined
  ) {
    return <DefaultComponent {...props} />;
  }
  const words = isSignUp
    ? (["SIGN_UP_START", "SIGN_UP_SIGN_IN_LINK", "SIGN_UP_END"] as const)
    : (["SIGN_IN_START", "SIGN_IN_SIGN_UP_LINK", "SIGN_IN_END"] as const);
  const [start, link, end] = words.map((word) => t(`AUTH_PAGE_HEADER_SUBTITLE_${word}`));
  return (
    <>
      <div data-supertokens="headerTitle withBackButton">
        <span data-supertokens="backButtonPlaceholder backButtonCommon" />
        {t(isSignUp ? "AUTH_PAGE_HEADER_TITLE_SIGN_UP" : "AUTH_PAGE_HEADER_TITLE_SIGN_IN")}
        <span data-supertokens="backButtonPlaceholder backButtonCommon" />
      </div>
      <div data-supertokens="headerSubtitle secondaryText">
        {start}
        <button type="button" data-supertokens="link" onClick={onSignInUpSwitcherClick}>
          {link}
        </button>
        {end}
      </div>
      <div data-supertokens="divider" />
    </>
  );
}

/** The sign-in page's header, with a switch between sign-in and sign-up that Tab reaches. */
export const keyboardSwitch: AuthPageOverrides = { AuthPageHeader_Override: SwitchableHeader };
