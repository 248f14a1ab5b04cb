import { useId, useRef } from "react";
import type { ClientCartItem } from "~/lib/cart-answer.ts";
import { useCart } from "~/lib/cart-context.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { CartForm } from "./cart-form.tsx";
import { CartLineSummary, linePrices } from "./cart-line-summary.tsx";

const SMALL_BUTTON =
  "min-h-10 rounded-md border border-primary-700 px-3 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50";

/**
 * One line of the cart page: the product (linked), its answers, the unit price, a quantity
 * field honouring the minimum and interval (setCartItemQuantity) and the remove button
 * (deleteCartItem). Both are forms, so they work without JavaScript.
 */
export function CartLine({ line, net, onRemoved }: { line: ClientCartItem; net: boolean; onRemoved: () => void }) {
  const t = useT();
  const { locale } = useRootData();
  const { run } = useCart();
  const quantityId = useId();
  const quantityInput = useRef<HTMLInputElement>(null);
  const { minimumOrderQuantity: min, intervalOrderQuantity: step, maximumOrderQuantity: max } = line.variation;
  const prices = linePrices(line, net, locale);
  const name = line.variation.name;

  return (
    <li className="grid gap-4 border-b border-neutral-200 py-6 sm:grid-cols-[1fr_auto]">
      <CartLineSummary line={line} net={net} linked showQuantity={false} headingLevel={2} />
      <div className="flex flex-col items-start gap-3 sm:items-end">
        <p className="text-sm text-neutral-800">
          {t("cart.unitPrice")}: <span className="font-medium">{prices.unit}</span>
        </p>
        <CartForm
          intent="quantity"
          className="flex items-end gap-2"
          onSubmit={async (form) => {
            const answer = await run("setCartItemQuantity", {
              cartItemId: line.id,
              productId: line.variationId,
              quantity: Number(form.get("quantity")),
            });
            // The server may have rounded or capped it: the field shows what the cart holds.
            const now = answer?.cart.items.find((item) => item.id === line.id);
            if (now && quantityInput.current) quantityInput.current.value = String(now.quantity);
          }}
        >
          {(busy) => (
            <>
              <input type="hidden" name="cartItemId" value={line.id} />
              <input type="hidden" name="productId" value={line.variationId} />
              <div>
                <label htmlFor={quantityId} className="block text-sm font-semibold">
                  <span className="sr-only">{t("cart.quantityOf", { name })}</span>
                  <span aria-hidden="true">{t("product.quantity")}</span>
                </label>
                <input
                  ref={quantityInput}
                  id={quantityId}
                  key={line.quantity}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  required
                  min={min}
                  step={step}
                  max={max ?? undefined}
                  defaultValue={line.quantity}
                  className="mt-1 block w-24 rounded-md border border-neutral-500 px-3 py-2"
                />
              </div>
              <button
                type="submit"
                aria-label={t("cart.updateQuantityOf", { name })}
                aria-disabled={busy || undefined}
                aria-busy={busy || undefined}
                className={SMALL_BUTTON}
              >
                {t("cart.updateQuantity")}
              </button>
            </>
          )}
        </CartForm>
        <CartForm
          intent="remove"
          onSubmit={async () => {
            if (await run("deleteCartItem", { cartItemId: line.id })) onRemoved();
          }}
        >
          {(busy) => (
            <>
              <input type="hidden" name="cartItemId" value={line.id} />
              <button
                type="submit"
                aria-label={t("cart.removeNamed", { name })}
                aria-disabled={busy || undefined}
                aria-busy={busy || undefined}
                className="text-sm font-semibold text-red-800 underline underline-offset-2"
              >
                {t("cart.remove")}
              </button>
            </>
          )}
        </CartForm>
        <p className="font-semibold">
          {t("cart.lineTotal")}: {prices.amount}
        </p>
      </div>
    </li>
  );
}
