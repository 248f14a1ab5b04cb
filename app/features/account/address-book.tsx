import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useActionData, useLocation } from "react-router";
import type { AddressView } from "#server/operations/address.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { AddressLines, addressName } from "~/features/checkout/address-card.tsx";
import { editSearch, useInitialEditing, type Editing } from "~/features/checkout/address-editing.ts";
import { AddressForm } from "~/features/checkout/address-form.tsx";
import { useCheckoutFetcher } from "~/features/checkout/use-checkout-fetcher.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";

type Fetcher = ReturnType<typeof useCheckoutFetcher>;

type Props = {
  typeId: 1 | 2;
  addresses: AddressView[];
  countries: CheckoutView["countries"];
  /** The address the open checkout has chosen for this kind. */
  checkoutAddressId: number | null;
};

/** Success texts of the book's forms, by the answer's intent. */
const DONE = {
  saveAddress: "address.saved",
  setDefault: "account.addresses.defaultSaved",
  deleteAddress: "address.deleted",
} as const;

type DoneKey = (typeof DONE)[keyof typeof DONE];

function doneKey(answer: unknown): DoneKey | null {
  if (typeof answer !== "object" || answer === null || !("ok" in answer) || answer.ok !== true) return null;
  const intent = "intent" in answer ? answer.intent : null;
  return typeof intent === "string" && intent in DONE ? DONE[intent as keyof typeof DONE] : null;
}

/** The address the answer asks about before deleting it (the default, or the checkout's choice). */
function confirmingId(answer: unknown): number | null {
  if (typeof answer !== "object" || answer === null || !("intent" in answer) || answer.intent !== "confirmDelete") {
    return null;
  }
  return "addressId" in answer && typeof answer.addressId === "number" ? answer.addressId : null;
}

/**
 * The account's address book of one kind (docs/account.md): the saved addresses with the
 * default first, each with edit, make default and delete; the checkout's form for a new or a
 * changed one. Everything works as plain forms without JavaScript (`?edit=` opens a form).
 */
export function AddressBook({ typeId, addresses, countries, checkoutAddressId }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Editing>(useInitialEditing(typeId, addresses));
  const remove = useCheckoutFetcher(`delete-address-${typeId}`);
  const makeDefault = useCheckoutFetcher(`default-address-${typeId}`);
  const [status, setStatus] = useState<DoneKey | null>(doneKey(useActionData()));
  const [dismissed, setDismissed] = useState<unknown>(null);
  const close = useCallback(() => setEditing(null), []);
  const saved = useCallback(() => setStatus(DONE.saveAddress), []);
  const noDirtyTracking = useCallback(() => {}, []);
  const title = t(typeId === 1 ? "account.addresses.billingTitle" : "account.addresses.shippingTitle");
  const showForm = editing !== null || addresses.length === 0;
  const edited = typeof editing === "number" ? addresses.find((address) => address.id === editing) : undefined;
  const asking = remove.answer !== dismissed ? confirmingId(remove.answer) : null;

  // A new answer of the delete or default forms sets the status line (state adjusted while
  // rendering, not in an effect); a deleted card is gone, so the heading takes the focus.
  const answers = { remove: remove.fetcher.data, makeDefault: makeDefault.fetcher.data };
  const [seen, setSeen] = useState(answers);
  if (answers.remove !== seen.remove || answers.makeDefault !== seen.makeDefault) {
    setSeen(answers);
    const done = doneKey(answers.remove !== seen.remove ? answers.remove : answers.makeDefault);
    if (done) setStatus(done);
  }
  const removed = doneKey(remove.fetcher.data) === DONE.deleteAddress;
  useEffect(() => {
    if (removed) headingRef.current?.focus();
  }, [removed, remove.fetcher.data]);

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
        {title}
      </h1>
      <p className="mt-2 text-neutral-800">
        {t(typeId === 1 ? "account.addresses.billingIntro" : "account.addresses.shippingIntro")}
      </p>
      <p role="status" className={status ? "mt-4 rounded-md bg-green-50 p-3 text-green-900" : "sr-only"}>
        {status ? t(status) : ""}
      </p>
      <FormError message={remove.feedback.formError ?? makeDefault.feedback.formError} />
      {addresses.length === 0 ? (
        <p className="mt-6 text-neutral-800">{t("address.none")}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <AddressBookCard
              key={address.id}
              typeId={typeId}
              address={address}
              countries={countries}
              inCheckout={address.id === checkoutAddressId}
              asking={asking === address.id}
              remove={remove}
              makeDefault={makeDefault}
              onEdit={() => setEditing(address.id)}
              onKeep={() => setDismissed(remove.answer)}
            />
          ))}
        </ul>
      )}
      {showForm ? (
        <AddressForm
          key={edited?.id ?? "new"}
          typeId={typeId}
          address={edited}
          countries={countries}
          sameAsShipping={false}
          onClose={addresses.length > 0 ? close : undefined}
          onDirtyChange={noDirtyTracking}
          onSaved={saved}
        />
      ) : hydrated ? (
        <Button type="button" variant="secondary" className="mt-6" onClick={() => setEditing("new")}>
          {t("address.add")}
        </Button>
      ) : (
        <Link to={editSearch(typeId, "new")} className={buttonClass("secondary", "mt-6")}>
          {t("address.add")}
        </Link>
      )}
    </>
  );
}

type CardProps = {
  typeId: 1 | 2;
  address: AddressView;
  countries: CheckoutView["countries"];
  inCheckout: boolean;
  /** The server asked to confirm deleting this address. */
  asking: boolean;
  remove: Fetcher;
  makeDefault: Fetcher;
  onEdit: () => void;
  onKeep: () => void;
};

/** One saved address: its lines, the default badge, and its three actions (plain forms). */
function AddressBookCard({
  typeId,
  address,
  countries,
  inCheckout,
  asking,
  remove,
  makeDefault,
  onEdit,
  onKeep,
}: CardProps) {
  const t = useT();
  const hydrated = useHydrated();
  const name = addressName(address);
  return (
    <li className="flex flex-col rounded-md border border-neutral-300 p-4">
      {address.primary && (
        <p className="mb-2 w-fit rounded bg-primary-50 px-2 py-0.5 text-sm font-semibold text-primary-900">
          {t("account.addresses.default")}
        </p>
      )}
      <AddressLines address={address} countries={countries} />
      {inCheckout && <p className="mt-2 text-sm text-neutral-700">{t("account.addresses.inCheckout")}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {hydrated ? (
          <Button
            type="button"
            variant="secondary"
            className="px-3 py-1 text-sm"
            aria-label={t("address.editAddress", { name })}
            onClick={onEdit}
          >
            {t("address.edit")}
          </Button>
        ) : (
          <Link
            to={editSearch(typeId, address.id)}
            className={buttonClass("secondary", "px-3 py-1 text-sm")}
            aria-label={t("address.editAddress", { name })}
          >
            {t("address.edit")}
          </Link>
        )}
        {!address.primary && (
          <CardActionForm
            intent="setDefault"
            fetcher={makeDefault}
            addressId={address.id}
            label={t("account.addresses.makeDefaultOf", { name })}
          >
            {t("account.addresses.makeDefault")}
          </CardActionForm>
        )}
        {!asking && (
          <CardActionForm
            intent="deleteAddress"
            fetcher={remove}
            addressId={address.id}
            label={t("address.deleteAddress", { name })}
          >
            {t("address.delete")}
          </CardActionForm>
        )}
      </div>
      {asking && (
        <ConfirmDelete typeId={typeId} address={address} inCheckout={inCheckout} remove={remove} onKeep={onKeep} />
      )}
    </li>
  );
}

/** A card's one-button form (make default, delete), busy while it is this card's request. */
function CardActionForm({
  intent,
  fetcher,
  addressId,
  label,
  children,
}: {
  intent: string;
  fetcher: Fetcher;
  addressId: number;
  label: string;
  children: string;
}) {
  return (
    <fetcher.fetcher.Form method="post">
      <BookFormFields intent={intent} fetcher={fetcher} addressId={addressId} />
      <Button
        type="submit"
        variant="secondary"
        className="px-3 py-1 text-sm"
        aria-label={label}
        busy={fetcher.busy && fetcher.fetcher.formData?.get("addressId") === String(addressId)}
      >
        {children}
      </Button>
    </fetcher.fetcher.Form>
  );
}

/** The hidden fields every form of the book sends. */
function BookFormFields({ intent, fetcher, addressId }: { intent: string; fetcher: Fetcher; addressId: number }) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {fetcher.formKeyField}
      <input type="hidden" name="addressId" value={addressId} />
    </>
  );
}

/**
 * "Delete anyway?" for the default address or the checkout's choice: the question takes the
 * focus, Delete sends the confirmed deletion, Keep closes the question (a link without JavaScript).
 */
function ConfirmDelete({
  typeId,
  address,
  inCheckout,
  remove,
  onKeep,
}: {
  typeId: 1 | 2;
  address: AddressView;
  inCheckout: boolean;
  remove: Fetcher;
  onKeep: () => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  const reason = address.primary
    ? t(typeId === 1 ? "account.addresses.confirmDefaultBilling" : "account.addresses.confirmDefaultShipping")
    : inCheckout
      ? t("account.addresses.confirmCheckout")
      : "";
  return (
    <div role="group" aria-labelledby={questionId} className="mt-3 rounded-md border border-amber-600 bg-amber-50 p-3">
      <p id={questionId} ref={questionRef} tabIndex={-1} className="font-semibold focus:outline-none">
        {reason} {t("account.addresses.confirmQuestion")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <remove.fetcher.Form method="post">
          <BookFormFields intent="deleteAddress" fetcher={remove} addressId={address.id} />
          <input type="hidden" name="confirmed" value="1" />
          <Button type="submit" className="px-3 py-1 text-sm" busy={remove.busy}>
            {t("account.addresses.confirmDelete")}
          </Button>
        </remove.fetcher.Form>
        {hydrated ? (
          <Button type="button" variant="secondary" className="px-3 py-1 text-sm" onClick={onKeep}>
            {t("account.addresses.keep")}
          </Button>
        ) : (
          <Link to={pathname} className={buttonClass("secondary", "px-3 py-1 text-sm")}>
            {t("account.addresses.keep")}
          </Link>
        )}
      </div>
    </div>
  );
}
