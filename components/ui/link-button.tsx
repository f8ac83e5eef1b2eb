"use client";

import { Button, type ButtonProps } from "@mantine/core";
import Link from "next/link";

/** A Mantine button that navigates with the App Router; usable from server components. */
export function LinkButton({ href, ...props }: ButtonProps & { href: string }) {
  return <Button component={Link} href={href} {...props} />;
}
