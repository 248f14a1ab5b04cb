import { translatorFor } from "#common/i18n/translator.ts";
import { ReturnPage } from "~/features/payment/return-page.tsx";
import { loadReturnPage } from "~/features/payment/return-page.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import type { Route } from "./+types/mollie-payment";
import type { TextsHandle } from "~/lib/i18n.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const data = await loadReturnPage(context, request);
  return { ...data, title: translatorFor(getAppContext(context).locale)("payment.returnTitle") };
}

// A personal, momentary page: never indexed, never cached.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, nofollow" }] : [];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["buying"] } satisfies TextsHandle;

/** /mollie-payment: the return page of the payment provider (docs/glossary.md, storefront spec §2). */
export default function MolliePaymentRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnPage data={loaderData} />;
}
