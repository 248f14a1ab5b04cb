import { data, type RouterContextProvider } from "react-router";
import type { ErrorKey } from "#common/errors.ts";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { pageUrl } from "~/lib/page-url.ts";

/**
 * The reviews of a product page: ?reviewsPage=n, anything invalid means page 1. null for
 * an unknown item: the product loader, running alongside, answers that with its 404.
 */
export async function loadReviews(context: Readonly<RouterContextProvider>, request: Request, itemId: number) {
  const raw = Number(pageUrl(request).searchParams.get("reviewsPage") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  try {
    return await getAppContext(context).rpc.getReviews({ itemId, page });
  } catch (error) {
    if (error instanceof AppError && error.kind === "not_found") return null;
    throw error;
  }
}

export type ReviewsData = NonNullable<Awaited<ReturnType<typeof loadReviews>>>;

export type ReviewIntent = "create" | "update" | "delete" | "reply" | "update-reply" | "delete-reply";
export type ReviewActionResult =
  | { ok: true; intent: ReviewIntent; isVisible: boolean }
  | { ok: false; intent: ReviewIntent; key: ErrorKey; fields: Record<string, string> };

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const num = (form: FormData, name: string) => Number(form.get(name));

async function run(rpc: ReturnType<typeof getAppContext>["rpc"], intent: ReviewIntent, form: FormData) {
  const content = { rating: num(form, "rating"), title: text(form, "title"), text: text(form, "text") };
  switch (intent) {
    case "create":
      return (await rpc.doCreateReview({ itemId: num(form, "itemId"), ...content })).isVisible;
    case "update":
      return (await rpc.doUpdateReview({ reviewId: num(form, "reviewId"), ...content })).isVisible;
    case "delete":
      await rpc.doDeleteReview({ reviewId: num(form, "reviewId") });
      return true;
    case "reply":
      return (await rpc.doCreateReviewReply({ reviewId: num(form, "reviewId"), text: content.text })).isVisible;
    case "update-reply":
      return (await rpc.doUpdateReviewReply({ replyId: num(form, "replyId"), text: content.text })).isVisible;
    case "delete-reply":
      await rpc.doDeleteReviewReply({ replyId: num(form, "replyId") });
      return true;
  }
}

const INTENTS: readonly string[] = ["create", "update", "delete", "reply", "update-reply", "delete-reply"];

/** POST /reviews: every change to reviews and replies, for the review dialogs (fetchers). */
export async function reviewsAction(context: Readonly<RouterContextProvider>, request: Request) {
  const app = getAppContext(context);
  const form = await request.formData();
  const intent = text(form, "intent") as ReviewIntent;
  const fail = (key: ErrorKey, fields: Record<string, string> = {}, status = 400) =>
    data<ReviewActionResult>({ ok: false, intent, key, fields }, { status });
  if (!INTENTS.includes(intent)) return fail("invalidData");
  if (!app.verifyCsrf(form.get("_csrf"))) return fail("csrfTokenMismatch", {}, 403);
  try {
    const isVisible = await run(app.rpc, intent, form);
    return { ok: true, intent, isVisible } satisfies ReviewActionResult;
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "unexpected") throw error;
    return fail(error.key, error.fields ?? {}, error.kind === "unauthorized" ? 401 : 400);
  }
}
