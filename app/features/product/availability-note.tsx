import type { ProductVariation } from "#server/modules/catalog/product-types.ts";
import { useT } from "~/lib/i18n.tsx";

const DOT = { green: "bg-green-600", amber: "bg-amber-500", red: "bg-red-600", grey: "bg-neutral-700" } as const;
const TEXT = {
  green: "text-green-800",
  amber: "text-amber-900",
  red: "text-red-800",
  grey: "text-neutral-800",
} as const;

/** The availability in its colour (docs/glossary.md, storefront spec §4), with the delivery time. */
export function AvailabilityNote({ variation }: { variation: ProductVariation }) {
  const t = useT();
  const { availability } = variation;
  return (
    <div className="text-sm">
      <p className="flex items-center gap-2">
        <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${DOT[availability.tone]}`} />
        <span className="sr-only">{t("product.availability")}: </span>
        <span className={`font-semibold ${TEXT[availability.tone]}`}>{availability.name}</span>
      </p>
      {!variation.isSalable ? (
        <p className="mt-0.5 text-neutral-800">{t("product.notSalable")}</p>
      ) : (
        // No delivery time is known for an availability without days (shownAvailability).
        availability.averageDays > 0 && (
          <p className="mt-0.5 text-neutral-800">{t("product.deliveryDays", { days: availability.averageDays })}</p>
        )
      )}
    </div>
  );
}
