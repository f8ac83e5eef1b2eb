"use client";

import Link from "next/link";

import { signOutToSignIn } from "@/components/auth/session-client";
import { DropdownMenu } from "@/components/ui/plain/menu";
import plain from "@/components/ui/plain/plain.module.css";
import { accountNav } from "@/config/nav";

import classes from "./frame.module.css";

/** Spec §2: a round button with the first letter of the email ('...' while loading) and a popover. */
export function AccountMenu({ email }: { email: string | undefined }) {
  return (
    <DropdownMenu
      role="dialog"
      label="Account"
      width={260}
      trigger={(props) => (
        <button
          {...props}
          type="button"
          aria-label="Account"
          className={plain.avatar}
          data-testid="account-button"
        >
          {email ? email.charAt(0) : "..."}
        </button>
      )}
    >
      {(close) => (
        <div className={classes.account}>
          <strong className={classes.email}>{email ?? "..."}</strong>
          <hr className={classes.divider} />
          {accountNav.map((item) => (
            <Link key={item.href} href={item.href} className={plain.anchor} onClick={close}>
              {item.label}
            </Link>
          ))}
          <button
            type="button"
            className={plain.anchor}
            onClick={() => {
              close();
              void signOutToSignIn();
            }}
          >
            Logout
          </button>
        </div>
      )}
    </DropdownMenu>
  );
}
