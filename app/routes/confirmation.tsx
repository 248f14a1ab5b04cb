import { ConfirmationPage } from "~/features/order/confirmation-page.tsx";
import { confirmationAction, loadConfirmationPage } from "~/features/order/confirmation-page.server.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/confirmation";
import type { TextsHandle } from "~/lib/i18n.tsx";

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadConfirmationPage(context, params, request);
}

/** POST: the soft-login form. */
export function action({ context, params, request }: Route.ActionArgs) {
  return confirmationAction(context, params, request);
}

// Personal and reached only by its secret link: never indexed (robots noindex, nofollow).
export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["buying", "product"] } satisfies TextsHandle;

export default function ConfirmationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmationPage data={loaderData} actionData={actionData} />;
}
