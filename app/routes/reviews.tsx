import { reviewsAction } from "~/features/reviews/reviews.server.ts";
import type { Route } from "./+types/reviews";

/** POST /reviews: the review dialogs' fetchers (no page of its own). */
export function action({ context, request }: Route.ActionArgs) {
  return reviewsAction(context, request);
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
