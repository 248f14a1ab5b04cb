import { useId, useRef, useState, type FormEvent } from "react";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { Button } from "~/components/ui/button.tsx";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";

/**
 * The coupon field of the cart: apply a code, or remove the applied one. A refused code
 * keeps the cart as it was and shows the reason under the field (linked with
 * aria-describedby and announced); the app's notification shows it too. The answer's cart
 * goes to `onCart`, which replaces the page's cart.
 */
export function CouponForm({ cart, onCart }: { cart: Cart; onCart: (cart: Cart) => void }) {
  const api = useApi();
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const messageOf = (failure: unknown) => errorMessageFor(failure, t, (key) => t.has(key as never));

  async function apply(event: FormEvent) {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) {
      setError(t("validation.couponCodeRequired"));
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      onCart(await api.call("doAddCoupon", { couponCode }));
      setCode("");
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      onCart(await api.call("doRemoveCoupon", {}));
      setError(null);
      // The remove button is gone with the coupon: the code field takes the focus.
      requestAnimationFrame(() => input.current?.focus());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (cart.couponCode) {
    return (
      <div className="flex flex-wrap items-center gap-3" aria-live="polite">
        <p className="font-semibold">{t("coupon.applied", { code: cart.couponCode })}</p>
        <Button type="button" variant="secondary" busy={busy} disabled={!hydrated} onClick={() => void remove()}>
          {t("coupon.remove")}
        </Button>
        {error && (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void apply(event)} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t("coupon.label")}
        </label>
        <input
          ref={input}
          id={id}
          name="couponCode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`mt-1 block w-full rounded-md border px-3 py-2 ${error ? "border-red-700" : "border-neutral-400"}`}
        />
      </div>
      <Button type="submit" variant="secondary" busy={busy} disabled={!hydrated}>
        {t("coupon.apply")}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
