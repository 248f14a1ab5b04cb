import { Link } from "react-router";
import { formatMoney } from "#common/money.ts";
import { LineChoices, lineProperties } from "~/components/ui/line-choices.tsx";
import { ResponsiveImage } from "~/components/ui/responsive-image.tsx";
import type { ClientCartItem } from "~/lib/cart-answer.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/** The product's page: cart lines carry the path as urlPath_itemId_variationId. */
export function useLineHref(line: ClientCartItem): string {
  const { prefix } = useRootData();
  return withPrefix(prefix, `/${line.variation.urlPath}`);
}

/** The line's piece price and amount, gross or net as the shopper's prices are shown. */
export function linePrices(line: ClientCartItem, net: boolean, locale: "de" | "en") {
  if (!net) return { unit: line.price.formatted, amount: line.amount.formatted };
  return {
    unit: line.priceNet.formatted,
    amount: formatMoney(line.priceNet.value * line.quantity, line.priceNet.currency, locale),
  };
}

/**
 * The variation's own image, name (a link to the product when `linked`), what the shopper
 * chose (attribute values, order property answers with their surcharges), quantity and
 * amount of one cart line.
 */
export function CartLineSummary({
  line,
  net,
  linked = false,
  showQuantity = true,
  headingLevel,
}: {
  line: ClientCartItem;
  net: boolean;
  linked?: boolean;
  showQuantity?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const { locale } = useRootData();
  const href = useLineHref(line);
  const prices = linePrices(line, net, locale);
  const Name = headingLevel === 2 ? "h2" : headingLevel === 3 ? "h3" : "p";
  return (
    <div className="flex gap-4">
      <ResponsiveImage
        fileName={line.variation.image}
        alt=""
        width={800}
        height={800}
        sizes="96px"
        className="h-24 w-24 shrink-0 rounded-md bg-neutral-100 object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <Name className="font-semibold">
          {linked ? (
            <Link to={href} className="underline-offset-2 hover:underline">
              {line.variation.name}
            </Link>
          ) : (
            line.variation.name
          )}
        </Name>
        <LineChoices
          attributes={line.variation.attributes}
          properties={lineProperties(line.basketItemOrderParams, line.vatValue)}
          showNetPrices={net}
        />
        {showQuantity && (
          <p className="flex justify-between text-sm">
            <span>{t("cart.lineQuantity", { quantity: line.quantity })}</span>
            <span className="font-semibold">{prices.amount}</span>
          </p>
        )}
      </div>
    </div>
  );
}
