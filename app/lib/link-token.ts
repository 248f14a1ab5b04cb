import { linkTokenSchema } from "#common/schemas/auth.ts";
import { pageUrl } from "./page-url.ts";

/**
 * The token of a mailed link from the page's address (`?token=`): password reset, email change,
 * guest orders. A malformed one is treated as no link at all ("").
 */
export function linkTokenOf(request: Request): string {
  const token = pageUrl(request).searchParams.get("token") ?? "";
  return linkTokenSchema.safeParse(token).success ? token : "";
}
