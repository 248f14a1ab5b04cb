import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { LINE_FIELD, quantityField } from "./order-again-form.ts";
import { orderNotFoundAs404 } from "./order-not-found.server.ts";

/** A chosen line's quantity: a whole number of at most five digits, at least 1. */
const QUANTITY = /^\d{1,5}$/;

/**
 * POST /my-account/my-orders/{id}/order-again, with or without JavaScript (Conform, docs/forms.md):
 * the chosen lines (`line`, repeated) with their quantities go into the cart in one
 * doAddCartItems call, with the order's answers as the server has them (never the form's), and
 * the cart opens. The form's fields are the order's own (a line and a quantity per orderable
 * line), read from the order on the server; the cart's rules decide as for any add: all or
 * nothing, a stock limit caps a quantity (the notice says so). A line that cannot be ordered as
 * it was is never added.
 */
export async function orderAgainAction(context: Readonly<RouterContextProvider>, request: Request, orderId: number) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const again = await app.rpc.getOrderAgain({ orderId }).catch(orderNotFoundAs404);
  const orderable = again.lines.filter((line) => line.problem === null);
  const schema = z.object({
    [LINE_FIELD]: z.array(z.string()).default([]),
    ...Object.fromEntries(orderable.map((line) => [quantityField(line), z.string().default("")])),
  });
  return conformAction(form, {
    schema,
    fields: [LINE_FIELD, ...orderable.map(quantityField)],
    run: async (value: Record<string, string | string[]>) => {
      const chosen = new Set(value[LINE_FIELD]);
      const fields: Record<string, string> = {};
      const inputs = orderable.flatMap((line) => {
        if (!chosen.has(String(line.orderItemId))) return [];
        const raw = String(value[quantityField(line)] ?? "").trim();
        if (!QUANTITY.test(raw) || Number(raw) < 1) {
          fields[quantityField(line)] = "validation.wholeNumber";
          return [];
        }
        return [{ productId: line.variationId, quantity: Number(raw), basketItemOrderParams: line.orderParams }];
      });
      if (Object.keys(fields).length > 0) throw new AppError("invalid_data", "invalidData", { fields });
      if (inputs.length === 0) throw new AppError("invalid_data", "orderAgainNothingChosen");
      await app.rpc.doAddCartItems(inputs);
      const capped = app.rpc.context.events.reachedMaximumQuantity !== undefined;
      app.setFlash({ type: "positive", key: capped ? "cart.orderAgainCapped" : "cart.orderAgainAdded" });
      const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
      return redirect(withPrefix(prefix, "/cart"));
    },
  });
}
