import { useId, useState } from "react";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import type { CountryView } from "#server/modules/tax/countries.ts";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";

export type CountryOption = Pick<CountryView, "id" | "name">;

/**
 * The delivery country the cart is priced for (VAT and shipping), chosen before the
 * checkout. `countries` are the active ones (getCountries); the answer's cart goes to
 * `onCart`. A refusal, or a country no shipping method serves, is said under the select.
 */
export function ShippingCountrySelect({
  cart,
  countries,
  onCart,
}: {
  cart: Cart;
  countries: CountryOption[];
  /** The answer's cart and its events (shipping notices, a coupon removed for the new prices). */
  onCart: (cart: Cart, events?: Record<string, unknown>) => void;
}) {
  const api = useApi();
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function choose(countryId: number) {
    setBusy(true);
    try {
      const answer = await api.callWithEvents("setShippingCountry", { countryId });
      onCart(answer.data, answer.events);
      setMessage(
        answer.events?.noShippingMethodsAvailable ? { text: t("deliveryCountry.noShippingMethod"), error: true } : null,
      );
    } catch (failure) {
      setMessage({ text: errorMessageFor(failure, t, (key) => t.has(key as never)), error: true });
    } finally {
      setBusy(false);
    }
  }

  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div aria-busy={busy || undefined}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {t("deliveryCountry.label")}
      </label>
      <select
        id={id}
        name="shippingCountryId"
        value={cart.shippingCountryId}
        // Without JavaScript there is nobody to send the choice: the select waits for hydration.
        disabled={!hydrated}
        onChange={(event) => void choose(Number(event.target.value))}
        aria-describedby={message ? `${hintId} ${messageId}` : hintId}
        aria-invalid={message?.error ? true : undefined}
        className="mt-1 block w-full rounded-md border border-neutral-400 bg-white px-3 py-2"
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-sm text-neutral-700">
        {t("deliveryCountry.hint")}
      </p>
      {message && (
        <p id={messageId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {message.text}
        </p>
      )}
    </div>
  );
}
