import { useCallback, useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { AddressView } from "#server/operations/address.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { AddressCardActions, DeleteAddressForms } from "./address-card-actions.tsx";
import { AddressLines } from "./address-card.tsx";
import { editSearch, useInitialEditing, type Editing } from "./address-editing.ts";
import { AddressForm } from "./address-form.tsx";
import { useContactDraft } from "./contact-draft.tsx";
import { pointToContactInformation } from "./contact-section.tsx";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

type Props = {
  typeId: 1 | 2;
  title: string;
  addresses: AddressView[];
  selectedId: number | null;
  countries: CheckoutView["countries"];
  sameAsShipping: boolean;
  onDirtyChange: (typeId: 1 | 2, dirty: boolean) => void;
  /** Shown at the end of the section (the shipping address's pickup-station finder). */
  children?: ReactNode;
};

/**
 * Shipping or billing address: the saved ones to choose from (a radio group), each with
 * edit and delete, and the form for a new one. A shopper without addresses sees the form.
 * Without JavaScript the open form comes from the page's URL or a refused POST (address-editing.ts).
 */
export function AddressSection({
  typeId,
  title,
  addresses,
  selectedId,
  countries,
  sameAsShipping,
  onDirtyChange,
  children,
}: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const titleId = useId();
  const formPrefix = useId();
  const [editing, setEditing] = useState<Editing>(useInitialEditing(typeId, addresses));
  const choose = useCheckoutFetcher(`choose-address-${typeId}`);
  const remove = useCheckoutFetcher(`delete-address-${typeId}`);
  const dirty = useCallback((value: boolean) => onDirtyChange(typeId, value), [onDirtyChange, typeId]);
  const close = useCallback(() => setEditing(null), []);
  const contact = useContactDraft();
  const showForm = editing !== null || addresses.length === 0;
  const edited = typeof editing === "number" ? addresses.find((address) => address.id === editing) : undefined;

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-neutral-300 p-5">
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {addresses.length > 0 && (
        <choose.fetcher.Form
          method="post"
          onChange={(event) => choose.fetcher.submit(event.currentTarget)}
          className="mt-4"
        >
          <CsrfField />
          <input type="hidden" name="intent" value="chooseAddress" />
          {choose.formKeyField}
          <input type="hidden" name="typeId" value={typeId} />
          {sameAsShipping && <input type="hidden" name="sameAsShipping" value="1" />}
          <fieldset>
            <legend className="sr-only">{title}</legend>
            <ul className="grid gap-3 sm:grid-cols-2">
              {addresses.map((address) => (
                <li key={address.id} className="rounded-md border border-neutral-300 p-3">
                  <label className="flex gap-3">
                    <input
                      type="radio"
                      name="addressId"
                      value={address.id}
                      defaultChecked={address.id === selectedId}
                      className="mt-1"
                    />
                    <AddressLines address={address} countries={countries} />
                  </label>
                  <AddressCardActions
                    typeId={typeId}
                    address={address}
                    formPrefix={formPrefix}
                    deleting={remove.busy}
                    onEdit={() => setEditing(address.id)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          {!hydrated && (
            // With JavaScript a refusal is a notification; before that only the page can say it.
            <FormError message={choose.feedback.formError ?? choose.feedback.fieldError("addressId") ?? null} />
          )}
          {!hydrated && (
            <Button type="submit" variant="secondary" className="mt-3">
              {t("address.use")}
            </Button>
          )}
        </choose.fetcher.Form>
      )}
      <DeleteAddressForms typeId={typeId} addresses={addresses} formPrefix={formPrefix} remove={remove} />
      {showForm ? (
        <AddressForm
          key={edited?.id ?? "new"}
          typeId={typeId}
          address={edited}
          countries={countries}
          sameAsShipping={sameAsShipping}
          onClose={addresses.length > 0 ? close : undefined}
          onDirtyChange={dirty}
          // The address is fine, but the order still waits for the email: show where it goes.
          onValidSubmit={() => {
            if (contact.emailMissing) pointToContactInformation();
          }}
        />
      ) : hydrated ? (
        <Button type="button" variant="secondary" className="mt-4" onClick={() => setEditing("new")}>
          {t("address.add")}
        </Button>
      ) : (
        <Link to={editSearch(typeId, "new")} className={buttonClass("secondary", "mt-4")}>
          {t("address.add")}
        </Link>
      )}
      {children}
    </section>
  );
}
