import { z } from "zod";

/** Shared input shapes of CDI requests. */
export const jsonObject = z.record(z.string(), z.unknown());
export const nonEmpty = z.string().trim().min(1);
/** Query booleans arrive as the strings "true" and "false". */
export const queryBoolean = z.enum(["true", "false"]).transform((value) => value === "true");
/** Comma-separated query list, e.g. `includeRecipeIds=emailpassword,thirdparty`. */
export const queryList = (separator: string) =>
  z.string().transform((value) =>
    value
      .split(separator)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  );
