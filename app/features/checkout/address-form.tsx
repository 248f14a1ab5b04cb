import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ADDRESS_TYPE } from "#common/constants.ts";
import { countryNeedsState } from "#common/schemas/address.ts";
import type { AddressView } from "#server/operations/address.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { addressFormProblems, addressFromForm } from "./address-form-data.ts";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

type Props = {
  typeId: 1 | 2;
  /** The address being edited; none for a new one. */
  address?: AddressView | undefined;
  countries: CheckoutView["countries"];
  sameAsShipping: boolean;
  /** Leaves the form: after saving, or cancel (not offered for the first address). */
  onClose?: (() => void) | undefined;
  /** Tells the page whether this form holds changes not yet saved (they block the order). */
  onDirtyChange: (dirty: boolean) => void;
  /** Called when the browser's checks pass and the form is sent (the checkout points to a missing email). */
  onValidSubmit?: (() => void) | undefined;
  /** Called once the server has saved what this form sent. */
  onSaved?: (() => void) | undefined;
};

/**
 * The address form of the checkout and the account's address book; the server checks
 * postcode, state and VAT number for the country.
 */
export function AddressForm({
  typeId,
  address,
  countries,
  sameAsShipping,
  onClose,
  onDirtyChange,
  onValidSubmit,
  onSaved,
}: Props) {
  const t = useT();
  const key = `address-${typeId}-${address?.id ?? "new"}`;
  const { fetcher, feedback, busy, succeeded, formKeyField } = useCheckoutFetcher(key);
  const offered = countries.filter((country) => country.active || typeId === ADDRESS_TYPE.billing);
  // Refused values come back only without JavaScript (the page is rendered anew); with it the
  // form keeps what was typed.
  const refusedCountryId = Number(feedback.value("countryId")) || null;
  const [countryId, setCountryId] = useState(refusedCountryId ?? address?.countryId ?? offered[0]?.id ?? 1);
  const country = countries.find((candidate) => candidate.id === countryId);
  const states = country?.states ?? [];
  const saved = succeeded("saveAddress");
  const headingId = useId();
  const { locale } = useRootData();
  const [clientProblems, setClientProblems] = useState<Record<string, string>>({});
  const { pathname } = useLocation();
  const hydrated = useHydrated();

  // A form that leaves the page (saved, so the list replaces it) holds no unsaved changes.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // Only an answer to what this form sent closes it: the fetcher keeps its last answer, so a
  // form opened again for the same address (or a second new one) would otherwise close at once.
  // `onSaved` runs as soon as the answer is in, while the page's data is still being reloaded:
  // once it is, the list may replace the form (the first address), which then runs no effect.
  const sent = useRef(false);
  const closing = useRef(false);
  const answered = fetcher.data;
  useEffect(() => {
    if (!sent.current || !isSavedAnswer(answered)) return;
    sent.current = false;
    closing.current = true;
    onSaved?.();
  }, [answered, onSaved]);
  useEffect(() => {
    if (!saved || !closing.current) return;
    closing.current = false;
    onDirtyChange(false);
    onClose?.();
  }, [saved, onClose, onDirtyChange]);

  const fieldError = (name: string) =>
    clientProblems[name] ? fieldErrorMessage(locale, clientProblems[name]) : feedback.fieldError(name);
  const field = (name: string) => ({
    name,
    defaultValue: feedback.value(name) ?? String(address?.[name as keyof AddressView] ?? ""),
    error: fieldError(name),
  });

  return (
    <fetcher.Form
      method="post"
      // Posts to the page without `?edit=` (address-editing.ts): once saved, the form is closed.
      action={pathname}
      className="mt-4 grid gap-4 sm:grid-cols-2"
      noValidate
      aria-labelledby={headingId}
      onChange={() => onDirtyChange(true)}
      onSubmit={(event) => {
        // The same schema as the server's: obvious mistakes are shown before a round trip.
        const problems = addressFormProblems(addressFromForm(new FormData(event.currentTarget)), countries);
        setClientProblems(problems);
        if (Object.keys(problems).length > 0) event.preventDefault();
        else {
          sent.current = true;
          onValidSubmit?.();
        }
      }}
    >
      <h3 id={headingId} className="text-lg font-semibold sm:col-span-2">
        {address ? t("address.editAddress", { name: address.firstName || address.companyName }) : t("address.add")}
      </h3>
      <CsrfField />
      <input type="hidden" name="intent" value="saveAddress" />
      {formKeyField}
      <input type="hidden" name="typeId" value={typeId} />
      {address && <input type="hidden" name="addressId" value={address.id} />}
      {sameAsShipping && <input type="hidden" name="sameAsShipping" value="1" />}
      <div className="sm:col-span-2">
        <FormError message={feedback.formError} />
      </div>
      <p className="text-sm text-neutral-700 sm:col-span-2">{t("address.nameOrCompany")}</p>
      <TextField label={t("address.firstName")} autoComplete="given-name" {...field("firstName")} />
      <TextField label={t("address.lastName")} autoComplete="family-name" {...field("lastName")} />
      <TextField
        className="sm:col-span-2"
        label={t("address.companyName")}
        autoComplete="organization"
        {...field("companyName")}
      />
      <TextField label={t("address.streetName")} autoComplete="address-line1" required {...field("streetName")} />
      <TextField label={t("address.houseNumber")} required {...field("houseNumber")} />
      <TextField
        className="sm:col-span-2"
        label={t("address.addressAddition")}
        autoComplete="address-line2"
        {...field("addressAddition")}
      />
      <TextField label={t("address.zipCode")} autoComplete="postal-code" required {...field("zipCode")} />
      <TextField label={t("address.city")} autoComplete="address-level2" required {...field("city")} />
      <SelectField
        label={t("address.country")}
        name="countryId"
        value={String(countryId)}
        onChange={(value) => setCountryId(Number(value))}
        options={offered.map((country) => ({ value: String(country.id), label: country.name }))}
        error={fieldError("countryId")}
      />
      {states.length > 0 && (
        <SelectField
          key={countryId}
          label={t("address.state")}
          name="stateId"
          required={country ? countryNeedsState(country) : false}
          defaultValue={
            countryId === refusedCountryId
              ? feedback.value("stateId")
              : address?.countryId === countryId
                ? String(address.stateId ?? "")
                : ""
          }
          options={[
            { value: "", label: t("address.chooseState") },
            ...states.map((state) => ({ value: String(state.id), label: state.name })),
          ]}
          error={fieldError("stateId")}
        />
      )}
      <TextField label={t("address.phoneNumber")} type="tel" autoComplete="tel" {...field("phoneNumber")} />
      <TextField label={t("address.email")} type="email" autoComplete="email" {...field("email")} />
      <TextField label={t("address.vatNumber")} {...field("vatNumber")} />
      {typeId === ADDRESS_TYPE.shipping && (
        <TextField label={t("address.postNumber")} inputMode="numeric" {...field("postNumber")} />
      )}
      <label className="flex items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          name="primary"
          // After a refusal the box is as it was sent (absent when unticked), else the address's.
          defaultChecked={feedback.refused ? feedback.value("primary") === "on" : Boolean(address?.primary)}
        />
        {t("address.primary")}
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" busy={busy}>
          {t("address.save")}
        </Button>
        {onClose && !hydrated && (
          <Link to={pathname} className={buttonClass("secondary")}>
            {t("address.cancel")}
          </Link>
        )}
        {onClose && hydrated && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              onDirtyChange(false);
              onClose();
            }}
          >
            {t("address.cancel")}
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}

function isSavedAnswer(answer: unknown): boolean {
  return (
    typeof answer === "object" &&
    answer !== null &&
    "ok" in answer &&
    answer.ok === true &&
    "intent" in answer &&
    answer.intent === "saveAddress"
  );
}

type SelectFieldProps = {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string | undefined;
  /** Marked with "*" and `required` exactly when the server refuses the address without it. */
  required?: boolean;
};

function SelectField({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  error,
  required = true,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-neutral-400"}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
