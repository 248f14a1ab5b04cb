import { lazy, useId } from "react";
import { LOCALE_TAGS } from "#common/constants.ts";
import type { OrderProperty } from "#server/modules/catalog/product-properties.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { surchargeMessageKey } from "#common/surcharge.ts";
import { formatFileSize, propertyMarks, startsChosen } from "./property-label.ts";

// The upload field and its upload client are a chunk of their own: few products ask for a file.
// No Suspense boundary, on purpose: the server's render waits for the chunk (the field is in
// the first HTML, also without JavaScript), and so does hydration, which runs in a transition.
const PropertyFileInput = lazy(() =>
  import("./property-file-input.tsx").then((module) => ({ default: module.PropertyFileInput })),
);

const INPUT = "mt-1 block w-full rounded-md border border-neutral-500 bg-white px-3 py-2";

/** One order property: its input by value type, its name with marks and surcharge, and its hints. */
export function OrderPropertyField({ property, itemId }: { property: OrderProperty; itemId: number }) {
  const t = useT();
  const id = useId();
  const { locale } = useRootData();
  const name = `properties[${property.id}]`;
  const marks = propertyMarks(property);
  const surcharge = property.surcharge
    ? t(surchargeMessageKey(property.surcharge.display), { price: property.surcharge.amount.formatted })
    : null;
  const hint = property.file
    ? property.file.maxFileSizeBytes
      ? t("product.fileRules", {
          formats: formatList(property.file.acceptedFormats),
          size: formatFileSize(property.file.maxFileSizeBytes, LOCALE_TAGS[locale]),
        })
      : property.file.acceptedFormats.length > 0
        ? t("product.fileFormats", { formats: formatList(property.file.acceptedFormats) })
        : null
    : null;
  const describedBy = [property.description ? `${id}-description` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  const label = (
    <>
      {property.name}
      {marks && <span aria-hidden="true">{` ${marks}`}</span>}
      {surcharge && <span className="font-normal text-neutral-800">{` (${surcharge})`}</span>}
    </>
  );
  const common = {
    id,
    name,
    required: property.isRequired,
    "aria-describedby": describedBy || undefined,
  };
  const help = (
    <>
      {property.description && (
        <p id={`${id}-description`} className="mt-1 text-sm text-neutral-700">
          {property.description}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
    </>
  );

  if (property.valueType === "empty") {
    return (
      <div>
        <div className="flex items-center gap-2">
          <input type="checkbox" value="1" defaultChecked={startsChosen(property)} className="h-5 w-5" {...common} />
          <label htmlFor={id} className="text-sm font-semibold">
            {label}
          </label>
        </div>
        {help}
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {property.valueType === "selection" ? (
        <select
          className={INPUT}
          defaultValue={startsChosen(property) ? String(property.selectionValues[0]?.id ?? "") : ""}
          {...common}
        >
          <option value="">{t("product.choose")}</option>
          {property.selectionValues.map((value) => (
            <option key={value.id} value={value.id}>
              {value.name}
            </option>
          ))}
        </select>
      ) : property.valueType === "file" ? (
        <PropertyFileInput
          itemId={itemId}
          property={property}
          input={common}
          className={`${INPUT} file:mr-3 file:rounded file:border-0 file:bg-neutral-200 file:px-3 file:py-1`}
        />
      ) : property.valueType === "text" && property.isMultiline ? (
        <textarea rows={3} className={INPUT} {...common} />
      ) : (
        <input
          type={property.valueType === "int" ? "number" : "text"}
          step={property.valueType === "int" ? 1 : undefined}
          inputMode={property.valueType === "float" ? "decimal" : property.valueType === "int" ? "numeric" : undefined}
          className={INPUT}
          {...common}
        />
      )}
      {help}
    </div>
  );
}

function formatList(formats: string[]): string {
  return formats.map((format) => format.toUpperCase()).join(", ");
}
