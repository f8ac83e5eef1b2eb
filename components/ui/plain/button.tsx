import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";

import classes from "./plain.module.css";

type Look = {
  /** Mantine's variants of the same name; `icon` is a subtle red square for a row's delete. */
  variant?: "filled" | "default" | "light" | "icon";
  color?: "red";
  size?: "xs";
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

/** The attributes that give an element the button's look. */
function look({ variant = "filled", color, size, leftSection, rightSection }: Look) {
  return {
    className: classes.button,
    "data-variant": variant,
    "data-color": color,
    "data-size": size,
    "data-with-left": leftSection ? true : undefined,
    "data-with-right": rightSection ? true : undefined,
  };
}

/** A button that looks like Mantine's; `loading` disables it and shows a spinner. */
export function Button({
  loading = false,
  children,
  type = "button",
  disabled,
  ...props
}: Look & { loading?: boolean } & Omit<ComponentProps<"button">, "className" | "color">) {
  const { variant, color, size, leftSection, rightSection, ...rest } = props;
  return (
    <button
      {...rest}
      {...look({ variant, color, size, leftSection, rightSection })}
      type={type}
      disabled={disabled || loading}
      data-loading={loading || undefined}
    >
      {leftSection}
      {children}
      {rightSection}
    </button>
  );
}

/** A link that looks like a button, navigating with the App Router. */
export function ButtonLink({
  children,
  ...props
}: Look & Omit<ComponentProps<typeof Link>, "className" | "color">) {
  const { variant, color, size, leftSection, rightSection, ...rest } = props;
  return (
    <Link {...rest} {...look({ variant, color, size, leftSection, rightSection })}>
      {leftSection}
      {children}
      {rightSection}
    </Link>
  );
}
