"use client";

import { IconLock } from "@tabler/icons-react";

import { useRoleRecheck } from "@/components/account/use-user-info";
import { Button } from "@/components/ui/plain/button";

import { signOutToSignIn } from "./session-client";
import classes from "./session-guards.module.css";

/**
 * What an admin route shows a signed-in user without the role (the proxy answers 403, the
 * admin layout checks again), in the words of the SDK's prebuilt screen. The account lookup
 * refreshes the token from the database; if the role was granted meanwhile, the page asks the
 * server again and opens. Plain elements: it shows outside any Mantine provider.
 */
export function AccessDenied() {
  useRoleRecheck(false);
  return (
    <div className={classes.card}>
      <span className={classes.icon}>
        <IconLock size={26} />
      </span>
      <h1 className={classes.title}>Access denied</h1>
      <div className={classes.buttons}>
        <Button variant="default" onClick={() => window.history.back()}>
          Go back
        </Button>
        <Button onClick={() => void signOutToSignIn()}>Log out</Button>
      </div>
    </div>
  );
}
