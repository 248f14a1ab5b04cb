import type { FormEvent } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
import { ORDER_PAYMENT_STATUSES, ORDER_STATUS_KEYS, type AdminOrdersInput } from "#common/schemas/back-office.ts";
import { Button } from "~/components/ui/button.tsx";
import { SelectField } from "~/components/ui/select-field.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The order list's search and filters: a GET form, so the list's address holds them (a link
 * to a search can be shared, Back works, no JavaScript needed); a new search starts at page 1.
 * The sort order is kept in hidden fields.
 */
export function OrderFilters({ input, fields }: { input: AdminOrdersInput; fields: Record<string, string> }) {
  const t = useT();
  const { locale } = useRootData();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // With JavaScript the address keeps only the filters in use (a shorter link to share).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
    }
    void navigate(params.size > 0 ? `${pathname}?${params}` : pathname);
  };
  const error = (name: string) => (fields[name] ? fieldErrorMessage(locale, fields[name]) : undefined);
  const any = { value: "", label: t("admin.orders.any") };
  return (
    <section aria-labelledby="order-filters" className="mt-4 rounded-md border border-neutral-300 bg-white p-4">
      <h2 id="order-filters" className="font-semibold">
        {t("admin.orders.filters")}
      </h2>
      {/* A new address (Back, a sort link) shows its own values: the fields start afresh. */}
      <Form key={search} method="get" onSubmit={submit} className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <TextField
          label={t("admin.orders.query")}
          name="query"
          type="search"
          defaultValue={input.query ?? ""}
          hint={t("admin.orders.queryHint")}
          maxLength={200}
          className="xl:col-span-2"
        />
        <SelectField
          label={t("admin.orders.status")}
          name="status"
          defaultValue={input.status ?? ""}
          error={error("status")}
          options={[any, ...ORDER_STATUS_KEYS.map((key) => ({ value: key, label: t(`order.status.${key}`) }))]}
        />
        <SelectField
          label={t("admin.orders.paymentStatus")}
          name="paymentStatus"
          defaultValue={input.paymentStatus ?? ""}
          error={error("paymentStatus")}
          options={[
            any,
            ...ORDER_PAYMENT_STATUSES.map((key) => ({ value: key, label: t(`order.paymentStatus.${key}`) })),
          ]}
        />
        <div className="grid grid-cols-2 gap-2 sm:col-span-2 xl:col-span-1 xl:grid-cols-1">
          <TextField
            label={t("admin.orders.from")}
            name="from"
            type="date"
            defaultValue={input.from ?? ""}
            error={error("from")}
          />
          <TextField
            label={t("admin.orders.to")}
            name="to"
            type="date"
            defaultValue={input.to ?? ""}
            error={error("to")}
          />
        </div>
        {input.sort && <input type="hidden" name="sort" value={input.sort} />}
        {input.direction && <input type="hidden" name="direction" value={input.direction} />}
        <div className="flex items-center gap-4 sm:col-span-2 xl:col-span-5">
          <Button type="submit">{t("admin.orders.apply")}</Button>
          <Link to={pathname} className="text-primary-800 underline">
            {t("admin.orders.reset")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
