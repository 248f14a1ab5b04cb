import type { OrderProperties } from "#server/modules/catalog/product-properties.ts";
import { useT } from "~/lib/i18n.tsx";
import { OrderPropertyField } from "./order-property-field.tsx";
import { legendFor } from "./property-label.ts";

/** The item's order properties by group, with the legend of the '*' and '**' marks. */
export function OrderPropertyList({ properties, itemId }: { properties: OrderProperties; itemId: number }) {
  const t = useT();
  if (!properties.hasOrderProperties) return null;
  const legend = legendFor(properties.groups.flatMap((group) => group.properties));
  return (
    <section aria-labelledby="order-options" className="space-y-4">
      <h2 id="order-options" className="text-lg font-semibold">
        {t("product.orderOptions")}
      </h2>
      {properties.groups.map((group) =>
        group.id === null ? (
          <div key="ungrouped" className="space-y-4">
            {group.properties.map((property) => (
              <OrderPropertyField key={property.id} property={property} itemId={itemId} />
            ))}
          </div>
        ) : (
          <fieldset key={group.id} className="space-y-4">
            <legend className="font-semibold">{group.name}</legend>
            {group.properties.map((property) => (
              <OrderPropertyField key={property.id} property={property} itemId={itemId} />
            ))}
          </fieldset>
        ),
      )}
      {(legend.surcharge || legend.required) && (
        <ul className="text-sm text-neutral-700">
          {legend.surcharge && <li>{t("product.legendSurcharge")}</li>}
          {legend.required && <li>{t("product.legendRequired")}</li>}
        </ul>
      )}
    </section>
  );
}
