import type { z } from "zod";

/** Per-field catalogue keys; the transport or the form translates them. */
export function fieldKeys(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] ??= "validation.unexpectedField";
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[path] ??= issue.message.startsWith("validation.") ? issue.message : "validation.invalid";
  }
  return fields;
}
