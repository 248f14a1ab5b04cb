import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { succeeded, useShopForm } from "~/features/auth/use-shop-form.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

/**
 * 'Gastbestellungen hinzufügen' / 'Add guest orders' under the order list: a link to the
 * account's address adds the orders placed with it as a guest (docs/account.md). Says nothing
 * about whether such orders exist: the mailbox's owner learns that by the link.
 */
export function GuestOrdersRequest({ email, answer }: { email: string; answer: unknown }) {
  const t = useT();
  const { locale } = useRootData();
  const feedback = useShopForm(answer, locale);
  const busy = useNavigation().state === "submitting";
  const sent = succeeded(answer) ? (answer as { email: string }).email : null;
  return (
    <section aria-labelledby="guest-orders" className="mt-10 max-w-xl border-t border-neutral-200 pt-6">
      <h2 id="guest-orders" className="text-xl font-semibold">
        {t("account.guestOrders.title")}
      </h2>
      <p className="mt-2 text-neutral-800">{t("account.guestOrders.intro", { email })}</p>
      {sent ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900">
          {t("account.guestOrders.sent", { email: sent })}
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-4" {...feedback.formProps} noValidate>
          <CsrfField />
          <FormError message={feedback.formError} />
          <Button type="submit" variant="secondary" busy={busy}>
            {t("account.guestOrders.request")}
          </Button>
        </Form>
      )}
    </section>
  );
}
