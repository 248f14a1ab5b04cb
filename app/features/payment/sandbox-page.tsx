import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import type { SandboxPageData } from "./sandbox-page.server.ts";

/**
 * The sandbox's hosted payment page, like Mollie's test mode: the shopper picks the result.
 * Labelled as a test page so nobody mistakes it for a real payment.
 */
export function SandboxPage({ data }: { data: SandboxPageData }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { payment } = data;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-semibold">{t("payment.sandboxTitle")}</h1>
      <p className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-950">
        {t("payment.sandboxNotice")}
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("payment.amount")}</dt>
        <dd>{payment.amount}</dd>
        <dt className="font-semibold">{t("payment.description")}</dt>
        <dd>{payment.description}</dd>
      </dl>
      {payment.status === "open" ? (
        <Form method="post" className="mt-8 space-y-6">
          <CsrfField />
          <fieldset>
            <legend className="text-lg font-semibold">{t("payment.sandboxLegend")}</legend>
            <div className="mt-3 space-y-2">
              {data.outcomes.map((outcome, index) => (
                <label key={outcome} className="flex items-center gap-3">
                  <input type="radio" name="outcome" value={outcome} defaultChecked={index === 0} className="size-4" />
                  {t("payment.sandboxOutcome", { outcome })}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" busy={busy}>
            {t("payment.sandboxSubmit")}
          </Button>
        </Form>
      ) : (
        <div className="mt-8 space-y-4">
          <p role="status">{t("payment.sandboxClosed", { status: payment.status })}</p>
          <a
            href={payment.redirectUrl}
            className="inline-flex items-center justify-center rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800"
          >
            {t("payment.sandboxContinue")}
          </a>
        </div>
      )}
    </main>
  );
}
