import { Form, Link, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import type { OrderAgainLine } from "#server/operations/order-again.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { LineChoices } from "~/components/ui/line-choices.tsx";
import { ResponsiveImage } from "~/components/ui/responsive-image.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { orderAgainAction } from "~/features/account/order-again-action.server.ts";
import { chosenLinesOf, LINE_FIELD, quantityField } from "~/features/account/order-again-form.ts";
import { orderIdOf, orderNotFoundAs404 } from "~/features/account/order-not-found.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/order-again";

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const orderId = orderIdOf(params.orderId);
  const again = await app.rpc.getOrderAgain({ orderId }).catch(orderNotFoundAs404);
  const title = translatorFor(app.locale)("account.orderAgain.title", { number: again.orderNumber });
  return {
    again,
    seo: fixedPageSeo(context, {
      path: `/my-account/my-orders/${orderId}/order-again`,
      title,
      robots: "NOINDEX_NOFOLLOW",
    }),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return orderAgainAction(context, request, orderIdOf(params.orderId));
}

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "product"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function Price({ line }: { line: OrderAgainLine }) {
  const t = useT();
  if (!line.changed || line.currentPrice === null) {
    return <p className="font-semibold">{(line.currentPrice ?? line.originalPrice).formatted}</p>;
  }
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-3 text-right">
      <dt className="text-neutral-700">{t("account.orderAgain.originalPrice")}</dt>
      <dd className="text-neutral-700 line-through">{line.originalPrice.formatted}</dd>
      <dt className="font-semibold">{t("account.orderAgain.currentPrice")}</dt>
      <dd className="font-semibold">{line.currentPrice.formatted}</dd>
    </dl>
  );
}

/**
 * /my-account/my-orders/{id}/order-again: the order's lines with a choice and a quantity each;
 * lines that changed (no longer for sale, another price) come first with the order's and
 * today's price; a line that cannot be ordered as it was says why and links to its product.
 */
export default function OrderAgainPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const navigation = useNavigation();
  const feedback = useShopForm(actionData, locale);
  const { again } = loaderData;
  const chosenBefore = chosenLinesOf(actionData);
  const orderPath = withPrefix(prefix, `/my-account/my-orders/${again.orderId}`);
  return (
    <>
      <p>
        <Link to={orderPath} className="text-primary-800 underline">
          {t("account.orderAgain.back", { number: again.orderNumber })}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold">{t("account.orderAgain.title", { number: again.orderNumber })}</h1>
      <p className="mt-2 text-neutral-800">{t("account.orderAgain.intro")}</p>
      <Form method="post" className="mt-6" {...feedback.formProps} noValidate>
        <CsrfField />
        <FormError message={feedback.formError} />
        <ul className="mt-4 divide-y divide-neutral-200 border-y border-neutral-200">
          {again.lines.map((line) => {
            const blocked = line.problem !== null;
            const error = feedback.fieldError(quantityField(line));
            const errorId = `${quantityField(line)}-error`;
            return (
              <li key={line.orderItemId} className="grid gap-4 py-4 sm:grid-cols-[1fr_auto]">
                <div className="flex gap-3">
                  {line.image && (
                    <ResponsiveImage
                      fileName={line.image}
                      alt=""
                      width={800}
                      height={800}
                      sizes="64px"
                      className="h-16 w-16 shrink-0 rounded bg-neutral-100 object-cover"
                    />
                  )}
                  <div>
                    <p className="font-semibold">
                      {line.name}{" "}
                      {line.changed && (
                        <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                          {t("account.orderAgain.changed")}
                        </span>
                      )}
                    </p>
                    <LineChoices
                      attributes={line.attributes}
                      properties={line.properties.map((property) => ({ ...property, surcharge: null }))}
                      className="mt-1 text-sm text-neutral-700"
                    />
                    {blocked && (
                      <p className="mt-2 text-red-800">
                        {line.problem}{" "}
                        {line.urlPath && (
                          <Link to={withPrefix(prefix, `/${line.urlPath}`)} className="text-primary-800 underline">
                            {t("account.orderAgain.toProduct")}
                            <span className="sr-only"> ({line.name})</span>
                          </Link>
                        )}
                      </p>
                    )}
                  </div>
                </div>
                <div className="flex flex-col items-end gap-2">
                  <Price line={line} />
                  {!blocked && (
                    <div className="flex flex-wrap items-center justify-end gap-4">
                      <label className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          name={LINE_FIELD}
                          value={line.orderItemId}
                          defaultChecked={chosenBefore ? chosenBefore.includes(String(line.orderItemId)) : true}
                          className="h-5 w-5"
                        />
                        {t("account.orderAgain.choose")}
                        <span className="sr-only"> ({line.name})</span>
                      </label>
                      <span className="flex items-center gap-2">
                        <label htmlFor={quantityField(line)}>
                          {t("account.orderAgain.quantity")}
                          <span className="sr-only"> ({line.name})</span>
                        </label>
                        <input
                          id={quantityField(line)}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          name={quantityField(line)}
                          defaultValue={feedback.value(quantityField(line)) ?? line.quantity}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          className="w-20 rounded-md border border-neutral-500 px-2 py-1.5"
                        />
                      </span>
                      {error && (
                        <p id={errorId} className="w-full text-right text-red-800">
                          {error}
                        </p>
                      )}
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {again.lines.some((line) => line.problem === null) ? (
          <Button type="submit" className="mt-6" busy={navigation.state === "submitting"}>
            {t("account.orderAgain.submit")}
          </Button>
        ) : (
          <p className="mt-6 text-neutral-800">{t("account.orderAgain.nothingLeft")}</p>
        )}
      </Form>
    </>
  );
}
