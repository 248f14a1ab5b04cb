import { SandboxPage } from "~/features/payment/sandbox-page.tsx";
import { loadSandboxPage, sandboxPageAction } from "~/features/payment/sandbox-page.server.ts";
import type { Route } from "./+types/sandbox-payment";
import type { TextsHandle } from "~/lib/i18n.tsx";

export function loader({ context, params }: Route.LoaderArgs) {
  return loadSandboxPage(context, params.paymentId);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return sandboxPageAction(context, request, params.paymentId);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, nofollow" }] : [];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["buying"] } satisfies TextsHandle;

/** /sandbox-payment/{paymentId}: the built-in sandbox's hosted payment page. */
export default function SandboxPaymentRoute({ loaderData }: Route.ComponentProps) {
  return <SandboxPage data={loaderData} />;
}
