import { data, Form, Link, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { WITHDRAWAL_ITEMS_MAX_LENGTH, withdrawInput } from "#common/schemas/withdrawal.ts";
import type { WithdrawalAnswer } from "#server/operations/withdrawal.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextAreaField } from "~/components/ui/text-area-field.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { privatePageHeaders } from "~/lib/private-page.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/withdrawal";

const FIELDS = ["name", "email", "orderNumber", "items", "submissionKey"] as const;
type Declaration = Record<(typeof FIELDS)[number], string>;

/** ?order= fills in the order number (the link on an order's page); a fresh key per form. */
export function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const orderNumber = (pageUrl(request).searchParams.get("order") ?? "").slice(0, 40);
  const title = translatorFor(app.locale)("withdrawal.title");
  return {
    orderNumber,
    submissionKey: crypto.randomUUID(),
    seo: fixedPageSeo(context, { path: "/withdrawal", title, robots: "NOINDEX" }),
  };
}

/**
 * The withdrawal function's two steps (docs/after-sales.md), without JavaScript too:
 * 'review' checks the declaration and shows it with 'Confirm withdrawal'; 'edit' goes back to
 * the form with its values; 'confirm' records it and answers when the shop received it.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const intent = form.get("intent");
  if (intent === "edit") {
    return {
      step: "edit" as const,
      values: Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")])),
    };
  }
  return conformAction(form, {
    schema: withdrawInput,
    fields: FIELDS,
    run: async (declaration) => {
      if (intent !== "confirm") return { step: "review" as const, declaration };
      const answer = await app.rpc.doWithdraw(declaration);
      return data({ step: "received" as const, answer, email: declaration.email });
    },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** One visitor's declaration: never cached. */
export const headers = privatePageHeaders;

export const handle = { texts: ["withdrawal"] } satisfies TextsHandle;

type Step =
  | { step: "review"; declaration: Declaration }
  | { step: "edit"; values: Declaration }
  | { step: "received"; answer: WithdrawalAnswer; email: string };

function stepOf(actionData: unknown): Step | null {
  return typeof actionData === "object" && actionData !== null && "step" in actionData ? (actionData as Step) : null;
}

function DeclarationForm({ initial, actionData }: { initial: Declaration; actionData: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const value = (name: keyof Declaration) => feedback.value(name) ?? initial[name];
  return (
    <Form method="post" {...feedback.formProps} className="mt-6 space-y-4" aria-labelledby="withdrawal-title">
      <CsrfField />
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="submissionKey" value={value("submissionKey")} />
      <FormError message={feedback.formError} />
      <TextField
        label={t("withdrawal.name")}
        name="name"
        required
        autoComplete="name"
        maxLength={100}
        defaultValue={value("name")}
        error={feedback.fieldError("name")}
      />
      <TextField
        label={t("withdrawal.email")}
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={value("email")}
        error={feedback.fieldError("email")}
      />
      <TextField
        label={t("withdrawal.orderNumber")}
        name="orderNumber"
        required
        maxLength={40}
        hint={t("withdrawal.orderNumberHint")}
        defaultValue={value("orderNumber")}
        error={feedback.fieldError("orderNumber")}
      />
      <TextAreaField
        label={t("withdrawal.items")}
        name="items"
        rows={3}
        maxLength={WITHDRAWAL_ITEMS_MAX_LENGTH}
        hint={t("withdrawal.itemsHint")}
        defaultValue={value("items")}
        error={feedback.fieldError("items")}
      />
      <Button type="submit" busy={busy}>
        {t("withdrawal.review")}
      </Button>
    </Form>
  );
}

/** Step 2: the declaration as it will be sent, and the button the law asks for. */
function Review({ declaration }: { declaration: Declaration }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="withdrawal-review" className="mt-6">
      <h2 id="withdrawal-review" className="text-xl font-semibold">
        {t("withdrawal.reviewTitle")}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 [overflow-wrap:anywhere]">
        <dt className="font-semibold">{t("withdrawal.name")}</dt>
        <dd>{declaration.name}</dd>
        <dt className="font-semibold">{t("withdrawal.email")}</dt>
        <dd>{declaration.email}</dd>
        <dt className="font-semibold">{t("withdrawal.orderNumber")}</dt>
        <dd>{declaration.orderNumber}</dd>
        <dt className="font-semibold">{t("withdrawal.items")}</dt>
        <dd className="whitespace-pre-line">{declaration.items || t("withdrawal.wholeOrder")}</dd>
      </dl>
      <p className="mt-4">{t("withdrawal.reviewIntro")}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-4">
        <CsrfField />
        {FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value={declaration[name] ?? ""} />
        ))}
        <Button type="submit" name="intent" value="confirm" busy={busy}>
          {t("withdrawal.confirm")}
        </Button>
        <Button type="submit" name="intent" value="edit" variant="secondary" disabled={busy}>
          {t("withdrawal.edit")}
        </Button>
      </Form>
    </section>
  );
}

/** /withdrawal: the EU withdrawal function ('Vertrag widerrufen' / 'Withdraw from contract'). */
export default function WithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { prefix } = useRootData();
  const step = stepOf(actionData);
  const blank: Declaration = {
    name: "",
    email: "",
    orderNumber: loaderData.orderNumber,
    items: "",
    submissionKey: loaderData.submissionKey,
  };
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 id="withdrawal-title" className="text-3xl font-semibold">
        {t("withdrawal.title")}
      </h1>
      {step?.step === "received" ? (
        <section aria-labelledby="withdrawal-received" className="mt-6" role="status">
          <h2 id="withdrawal-received" className="text-xl font-semibold">
            {t("withdrawal.receivedTitle")}
          </h2>
          <p className="mt-3">
            {t("withdrawal.receivedText", {
              receivedAt: step.answer.receivedAtText,
              reference: step.answer.reference,
              email: step.email,
            })}
          </p>
        </section>
      ) : step?.step === "review" ? (
        <Review declaration={{ ...blank, ...step.declaration, items: step.declaration.items ?? "" }} />
      ) : (
        <>
          <p className="mt-4 max-w-prose">{t("withdrawal.intro")}</p>
          <DeclarationForm
            key={step?.step ?? "new"}
            initial={step?.step === "edit" ? step.values : blank}
            actionData={actionData}
          />
        </>
      )}
      <p className="mt-10 text-sm">
        {t("withdrawal.more")}{" "}
        <Link to={withPrefix(prefix, "/cancellation-form")} className="underline">
          {t("staticPages.cancellation-form")}
        </Link>
        ,{" "}
        <Link to={withPrefix(prefix, "/cancellation-rights")} className="underline">
          {t("staticPages.cancellation-rights")}
        </Link>
      </p>
    </main>
  );
}
