import { randomBytes } from "node:crypto";
import { data, Link } from "react-router";
import { errorMessage, fieldErrorMessage } from "#common/i18n/error-message.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { declineOfferInput } from "#common/schemas/offers.ts";
import { AppError, httpStatusFor } from "#server/errors.ts";
import { toPayment } from "~/features/checkout/place-order-action.server.ts";
import { OfferContents, useOfferDay } from "~/features/offers/offer-contents.tsx";
import { AcceptOfferForm, DeclineOfferForm, type AcceptFailure } from "~/features/offers/offer-decision.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { privatePageHeaders } from "~/lib/private-page.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/offer";

function offerKeyOf(params: { offerId?: string; accessKey?: string }) {
  const offerId = Number(params.offerId);
  if (!Number.isSafeInteger(offerId) || offerId <= 0 || offerId > 2_147_483_647 || !params.accessKey) {
    throw data(null, { status: 404 });
  }
  return { offerId, accessKey: params.accessKey.slice(0, 64) };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const key = offerKeyOf(params);
  const answer = await app.rpc.getOffer(key);
  const path = `/offer/${key.offerId}/${encodeURIComponent(key.accessKey)}`;
  const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
  const t = translatorFor(app.locale);
  const payload = {
    answer,
    key,
    // A fresh key per page view: this page's form sent twice places one order.
    submissionKey: randomBytes(18).toString("base64url"),
    loginPath: `${withPrefix(prefix, "/login")}?redirect=${encodeURIComponent(withPrefix(prefix, path))}`,
    seo: fixedPageSeo(context, {
      path,
      title: "offer" in answer ? t("offers.title", { number: answer.offer.offerNumber }) : t("errors.offerNotFound"),
      robots: "NOINDEX_NOFOLLOW",
    }),
  };
  // Not authorised: the page says so, with the status of an unknown page.
  return answer.state === "unauthorized" ? data(payload, { status: 404 }) : payload;
}

/**
 * POST: 'accept' (payment method, the terms' tick, the page's submission key) places the order
 * and goes on to the payment or the confirmation, as the checkout does; 'decline' with a reason.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const key = offerKeyOf(params);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  if (form.get("intent") === "decline") {
    form.set("offerId", String(key.offerId));
    form.set("accessKey", key.accessKey);
    return conformAction(form, {
      schema: declineOfferInput,
      fields: ["offerId", "accessKey", "reason"],
      run: async (value) => {
        await app.rpc.doDeclineOffer(value);
        return data({ declined: true });
      },
    });
  }
  try {
    const placed = await app.rpc.doAcceptOffer({
      ...key,
      paymentMethodId: Number(form.get("paymentMethodId")),
      termsAccepted: form.get("termsAccepted") === "1",
      submissionKey: String(form.get("submissionKey") ?? ""),
    });
    return await toPayment(app, request, placed);
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "unexpected") throw error;
    const [field] = Object.values(error.fields ?? {});
    const message = field ? fieldErrorMessage(app.locale, field) : errorMessage(app.locale, error.key, error.values);
    return data<AcceptFailure>({ ok: false, intent: "accept", message }, httpStatusFor(error.kind));
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** One recipient's offer: never cached. */
export const headers = privatePageHeaders;

export const handle = { texts: ["buying", "product"] } satisfies TextsHandle;

/** /offer/{offerId}/{accessKey}: an offer of the shop, to accept (and pay) or decline (storefront spec §2). */
export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { answer } = loaderData;
  const declined = typeof actionData === "object" && actionData !== null && "declined" in actionData;
  if (!("offer" in answer)) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-semibold">{t(`offers.state.${answer.state}`)}</h1>
        {answer.state === "loginRequired" && (
          <p className="mt-6">
            <Link to={loaderData.loginPath} className="text-primary-800 underline">
              {t("offers.login")}
            </Link>
          </p>
        )}
      </main>
    );
  }
  const { offer } = answer;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold [overflow-wrap:anywhere]">
        {t("offers.title", { number: offer.offerNumber })}
      </h1>
      {declined ? (
        <p role="status" className="mt-4 rounded-md bg-neutral-100 p-4 font-medium">
          {t("offers.decline.done")}
        </p>
      ) : answer.state === "open" ? (
        <OpenIntro day={offer.validUntil} />
      ) : (
        <p role="status" className="mt-4 rounded-md bg-neutral-100 p-4 font-medium">
          {t(`offers.state.${answer.state}`)}
          {answer.orderPath && (
            <>
              {" "}
              <Link to={answer.orderPath} className="text-primary-800 underline">
                {t("offers.toOrder")}
              </Link>
            </>
          )}
        </p>
      )}
      <OfferContents offer={offer} />
      {answer.state === "open" && !declined && (
        <>
          <AcceptOfferForm
            offer={loaderData.key}
            methods={answer.paymentMethods}
            submissionKey={loaderData.submissionKey}
            actionData={actionData}
          />
          <DeclineOfferForm actionData={actionData} />
        </>
      )}
    </main>
  );
}

function OpenIntro({ day }: { day: string }) {
  const t = useT();
  return <p className="mt-4 max-w-prose">{t("offers.intro", { date: useOfferDay(day) })}</p>;
}
