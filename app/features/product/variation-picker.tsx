import { useId } from "react";
import type { ProductAttribute, VariationAttributeMap } from "#server/modules/catalog/product-variation-map.ts";
import { useT } from "~/lib/i18n.tsx";
import type { AttributeChoice } from "./variation-choice.ts";

type Choose = (attributeId: number, valueId: number | null) => void;

/** The field of an attribute's choice in the add-to-cart form (add-payload.ts reads it). */
const fieldName = (attribute: ProductAttribute) => `attributes[${attribute.attributeId}]`;

/**
 * One control per attribute: colour swatches as radio buttons, other attributes as a list
 * box. They sit in the add-to-cart form, so the choice travels with an add (with and without
 * JavaScript) and the server refuses a choice that names no variation.
 */
export function VariationPicker({
  map,
  choice,
  onChoose,
}: {
  map: VariationAttributeMap;
  choice: AttributeChoice;
  onChoose: Choose;
}) {
  if (map.attributes.length === 0) return null;
  return (
    <div className="space-y-5">
      {map.attributes.map((attribute) =>
        attribute.display === "color" ? (
          <ColourSwatches
            key={attribute.attributeId}
            attribute={attribute}
            chosen={choice[attribute.attributeId] ?? null}
            onChoose={onChoose}
          />
        ) : (
          <AttributeSelect
            key={attribute.attributeId}
            attribute={attribute}
            chosen={choice[attribute.attributeId] ?? null}
            onChoose={onChoose}
          />
        ),
      )}
    </div>
  );
}

function ColourSwatches({
  attribute,
  chosen,
  onChoose,
}: {
  attribute: ProductAttribute;
  chosen: number | null;
  onChoose: Choose;
}) {
  const chosenName = attribute.values.find((value) => value.attributeValueId === chosen)?.name;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{attribute.name}</legend>
      {chosenName && (
        <p aria-hidden="true" className="text-sm text-neutral-800">
          {chosenName}
        </p>
      )}
      {/* Sent even while no swatch is checked: the form then says "no choice" rather than nothing. */}
      <input type="hidden" name={fieldName(attribute)} value="" />
      <div className="mt-2 flex flex-wrap gap-2">
        {attribute.values.map((value) => (
          <label key={value.attributeValueId} title={value.name} className="relative block">
            {/* The real radio lies over its swatch: pointer, keyboard and screen reader all use it. */}
            <input
              type="radio"
              name={fieldName(attribute)}
              value={value.attributeValueId}
              checked={chosen === value.attributeValueId}
              onChange={() => onChoose(attribute.attributeId, value.attributeValueId)}
              aria-label={value.name}
              className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span
              aria-hidden="true"
              style={{ backgroundColor: value.color ?? "#ffffff" }}
              className="block h-10 w-10 rounded-full border border-neutral-500 ring-offset-2 peer-checked:ring-3 peer-checked:ring-primary-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-primary-600"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AttributeSelect({
  attribute,
  chosen,
  onChoose,
}: {
  attribute: ProductAttribute;
  chosen: number | null;
  onChoose: Choose;
}) {
  const t = useT();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {attribute.name}
      </label>
      <select
        id={id}
        name={fieldName(attribute)}
        value={chosen ?? ""}
        onChange={(event) => onChoose(attribute.attributeId, event.target.value ? Number(event.target.value) : null)}
        className="mt-1 block w-full max-w-xs rounded-md border border-neutral-500 bg-white px-3 py-2"
      >
        {/* Choosable: no size is a choice without a variation (id -1), which the page explains. */}
        <option value="">{t("product.choose")}</option>
        {attribute.values.map((value) => (
          <option key={value.attributeValueId} value={value.attributeValueId}>
            {value.name}
          </option>
        ))}
      </select>
    </div>
  );
}
