import type { Locale } from "#common/constants.ts";
import type { CartProperty } from "./cart-catalog.ts";

export type AnswerDisplayContext = {
  locale: Locale;
  /** Original file names by stored key (`fileNamesByKey`). */
  fileNames: Map<string, string>;
  /** What a ticked box reads as in the locale ("Yes", "Ja"). */
  ticked: string;
};

/**
 * What a person reads for a stored answer: a selection's value name and a file's original
 * name rather than their ids, a ticked box as "yes", a decimal with the locale's separator.
 * Empty when the answer no longer resolves (a selection value removed from the catalogue):
 * the property's name then stands alone rather than an id that means nothing to anyone.
 */
export function answerDisplayValue(
  property: Pick<CartProperty, "valueType" | "selectionValues">,
  value: string,
  context: AnswerDisplayContext,
): string {
  switch (property.valueType) {
    case "selection":
      return property.selectionValues.find((option) => String(option.id) === value)?.name ?? "";
    case "file":
      return context.fileNames.get(value) ?? "";
    case "empty":
      return context.ticked;
    case "float":
      return context.locale === "de" ? value.replace(".", ",") : value;
    case "int":
    case "text":
      return value;
  }
}
