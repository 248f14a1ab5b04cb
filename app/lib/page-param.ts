import { pageUrl } from "./page-url.ts";

/** ?page=n of a paged list (1 to 100,000); anything that is not a page number is page 1. */
export function pageParamOf(request: Request): number {
  const page = Number(pageUrl(request).searchParams.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
