import { useId, useRef, useState, type FormEvent } from "react";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { Button } from "~/components/ui/button.tsx";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useShopLocale, useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";

/** Where the forms post without JavaScript (the cart route's action) and its answer. */
export type CouponFormPost = { action: string; csrfToken: string; error?: string | null };

type Props = {
  cart: Cart;
  /** The answer's cart and its events (a removed coupon, shipping notices) for the page. */
  onCart: (cart: Cart, events?: Record<string, unknown>) => void;
  /** Without it the forms only work with JavaScript (the quick cart has no action). */
  post?: CouponFormPost;
};

/**
 * The coupon field of the cart: apply a code, or remove the applied one. A refused code
 * keeps the cart as it was and shows the reason under the field (linked with
 * aria-describedby and announced). With `post` both forms also work without JavaScript:
 * they post to the cart route with the intents "coupon" and "removeCoupon", and a refusal
 * the action answered comes back as `post.error`, tied to the field the same way.
 */
export function CouponForm({ cart, onCart, post }: Props) {
  const api = useApi();
  const t = useT();
  const locale = useShopLocale();
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(post?.error ?? null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const messageOf = (failure: unknown) => errorMessageFor(failure, locale);
  const formProps = post ? { method: "post", action: post.action } : {};
  const hidden = (intent: string) =>
    post && (
      <>
        <input type="hidden" name="_csrf" value={post.csrfToken} />
        <input type="hidden" name="intent" value={intent} />
      </>
    );

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
      // The refusal shows at the field only (never also as a notice).
      const answer = await api.callWithEvents("doAddCoupon", { couponCode }, { inlineErrors: true });
      onCart(answer.data, answer.events);
      setCode("");
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await api.callWithEvents("doRemoveCoupon", {}, { inlineErrors: true });
      onCart(answer.data, answer.events);
      setError(null);
      // The remove button is gone with the coupon: the code field takes the focus.
      requestAnimationFrame(() => input.current?.focus());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  // Without `post` there is nothing to send before hydration; with it the browser posts.
  const waiting = !hydrated && !post;
  if (cart.couponCode) {
    return (
      <form
        {...formProps}
        onSubmit={hydrated ? (event) => void remove(event) : undefined}
        className="flex flex-wrap items-center gap-3"
        aria-live="polite"
      >
        {hidden("removeCoupon")}
        <p className="font-semibold">{t("coupon.applied", { code: cart.couponCode })}</p>
        <Button type="submit" variant="secondary" busy={busy} disabled={waiting}>
          {t("coupon.remove")}
        </Button>
        {error && (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
    );
  }

  return (
    <form
      {...formProps}
      noValidate
      onSubmit={hydrated ? (event) => void apply(event) : undefined}
      className="flex flex-wrap items-end gap-3"
    >
      {hidden("coupon")}
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
      <Button type="submit" variant="secondary" busy={busy} disabled={waiting}>
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
