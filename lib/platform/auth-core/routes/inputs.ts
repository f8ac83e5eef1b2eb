import { z } from "zod";

/** Shared input shapes of CDI requests. */
export const jsonObject = z.record(z.string(), z.unknown());
export const nonEmpty = z.string().trim().min(1);
/** Query booleans arrive as the strings "true" and "false". */
export const queryBoolean = z.enum(["true", "false"]).transform((value) => value === "true");
/**
 * An integer query parameter read as the official core reads it (Java's `Integer.parseInt`: a
 * sign, digits, 32 bits), and refused in its words otherwise.
 */
export const queryInt = (field: string) =>
  z.string().transform((value, context) => {
    const parsed = Number(value);
    if (/^[+-]?\d+$/.test(value) && parsed >= -(2 ** 31) && parsed < 2 ** 31) return parsed;
    context.addIssue({
      code: "custom",
      message: `Field name '${field}' must be an int in the GET request`,
    });
    return z.NEVER;
  });
/** Comma-separated query list, e.g. `includeRecipeIds=emailpassword,thirdparty`. */
export const queryList = (separator: string) =>
  z.string().transform((value) =>
    value
      .split(separator)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  );
