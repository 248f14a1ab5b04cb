import { useId, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import type { CountryView } from "#server/modules/tax/countries.ts";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useShopLocale, useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import type { CouponFormPost } from "./coupon-form.tsx";

export type CountryOption = Pick<CountryView, "id" | "name">;

/**
 * The delivery country the cart is priced for (VAT and shipping), chosen before the
 * checkout. `countries` are the active ones (getCountries); the answer's cart goes to
 * `onCart`. A refusal, or a country no shipping method serves, is said under the select.
 * With `post` it also works without JavaScript: a form posting to the cart route (intent
 * "shippingCountry") with an "Apply" button, which goes once the page is hydrated (then
 * choosing applies at once). A refusal the action answered comes back as `post.error`.
 */
export function ShippingCountrySelect({
  cart,
  countries,
  onCart,
  post,
}: {
  cart: Cart;
  countries: CountryOption[];
  /** The answer's cart and its events (shipping notices, a coupon removed for the new prices). */
  onCart: (cart: Cart, events?: Record<string, unknown>) => void;
  /** Where the form posts without JavaScript; without it the select waits for hydration. */
  post?: CouponFormPost;
}) {
  const api = useApi();
  const t = useT();
  const locale = useShopLocale();
  const hydrated = useHydrated();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(
    post?.error ? { text: post.error, error: true } : null,
  );

  async function choose(countryId: number) {
    setBusy(true);
    try {
      const answer = await api.callWithEvents("setShippingCountry", { countryId });
      onCart(answer.data, answer.events);
      setMessage(
        answer.events?.noShippingMethodsAvailable ? { text: t("deliveryCountry.noShippingMethod"), error: true } : null,
      );
    } catch (failure) {
      setMessage({ text: errorMessageFor(failure, locale), error: true });
    } finally {
      setBusy(false);
    }
  }

  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <form
      {...(post ? { method: "post", action: post.action } : {})}
      onSubmit={hydrated ? (event) => event.preventDefault() : undefined}
      aria-busy={busy || undefined}
    >
      {post && (
        <>
          <input type="hidden" name="_csrf" value={post.csrfToken} />
          <input type="hidden" name="intent" value="shippingCountry" />
        </>
      )}
      <label htmlFor={id} className="block text-sm font-semibold">
        {t("deliveryCountry.label")}
      </label>
      <select
        id={id}
        name="shippingCountryId"
        value={cart.shippingCountryId}
        // Without JavaScript and without a form to post, nobody sends the choice: it waits for hydration.
        disabled={!hydrated && !post}
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
      {post && !hydrated && (
        // Named after the country: the coupon field beside it has an "Apply" button too.
        <Button type="submit" variant="secondary" className="mt-2" aria-label={t("deliveryCountry.applyLabel")}>
          {t("deliveryCountry.apply")}
        </Button>
      )}
      {message && (
        <p id={messageId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {message.text}
        </p>
      )}
    </form>
  );
}
