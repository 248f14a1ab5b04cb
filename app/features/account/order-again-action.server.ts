import { redirect, type RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { csrfRedirect, formAction } from "~/lib/form-action.server.ts";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { quantityField } from "./order-again-form.ts";
import { orderNotFoundAs404 } from "./order-not-found.server.ts";

/**
 * POST /my-account/my-orders/{id}/order-again, with or without JavaScript: the chosen lines
 * (`line`, repeated) with their quantities go into the cart in one doAddCartItems call, with
 * the order's answers as the server has them (never the form's), and the cart opens. The
 * cart's rules decide as for any add: all or nothing, a stock limit caps a quantity (the
 * notice says so). A line that cannot be ordered as it was is never added.
 */
export async function orderAgainAction(context: Readonly<RouterContextProvider>, request: Request, orderId: number) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const chosen = new Set(form.getAll("line").map(String));
  const values: Record<string, string> = { lines: [...chosen].join(",") };
  for (const [name, value] of form) if (name.startsWith("quantity-")) values[name] = String(value);
  return formAction(values, async () => {
    const again = await app.rpc.getOrderAgain({ orderId }).catch(orderNotFoundAs404);
    const fields: Record<string, string> = {};
    const inputs = again.lines.flatMap((line) => {
      if (line.problem !== null || !chosen.has(String(line.orderItemId))) return [];
      const raw = (values[quantityField(line)] ?? "").trim();
      if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) {
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
  });
}
