/**
 * The add-to-cart form's fields as the doAddCartItem payload. One reader for both paths:
 * the browser (the form's FormData, files already uploaded and answered by their key) and
 * the route action without JavaScript (files arrive in the form and are uploaded first,
 * see cart-action.server.ts). Values are checked by the server; this only shapes them.
 */

export type AddFormAnswer = { propertyId: number; value: string };
export type AddFormFile = { propertyId: number; file: File };

const PROPERTY_FIELD = /^properties\[(\d{1,9})\]$/;
/** The product page's attribute controls (a select or colour radios per attribute). */
const ATTRIBUTE_FIELD = /^attributes\[\d{1,9}\]$/;

export function readAddForm(form: FormData): {
  productId: number;
  quantity: number;
  answers: AddFormAnswer[];
  files: AddFormFile[];
  /** The chosen attribute values; null when the form has no attribute controls (a card's add). */
  attributeValueIds: number[] | null;
} {
  const answers: AddFormAnswer[] = [];
  const files: AddFormFile[] = [];
  let attributeValueIds: number[] | null = null;
  for (const [name, value] of form.entries()) {
    if (ATTRIBUTE_FIELD.test(name)) {
      // 'Please choose' is an empty value: no choice, which the server refuses (invalidVariation).
      attributeValueIds ??= [];
      if (typeof value === "string" && value.trim() !== "") attributeValueIds.push(wholeNumber(value));
      continue;
    }
    const match = PROPERTY_FIELD.exec(name);
    if (!match) continue;
    const propertyId = Number(match[1]);
    if (typeof value === "string") {
      // An empty field is no answer; whether the property is required is the server's to say.
      if (value.trim() !== "") answers.push({ propertyId, value: value.trim() });
    } else if (value.size > 0) {
      files.push({ propertyId, file: value });
    }
  }
  return {
    productId: wholeNumber(form.get("productId")),
    quantity: wholeNumber(form.get("quantity"), 1),
    answers,
    files,
    attributeValueIds,
  };
}

/**
 * A whole number from a field; anything else becomes NaN, which the operation's schema
 * refuses with its translated message (a form never decides validity on its own).
 */
function wholeNumber(value: FormDataEntryValue | null, fallback?: number): number {
  if (value === null || (typeof value === "string" && value.trim() === "")) return fallback ?? Number.NaN;
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value.trim())) return Number.NaN;
  return Number(value.trim());
}

export function addPayload(read: {
  productId: number;
  quantity: number;
  answers: AddFormAnswer[];
  attributeValueIds: number[] | null;
}) {
  return {
    productId: read.productId,
    quantity: read.quantity,
    ...(read.answers.length > 0 ? { basketItemOrderParams: read.answers } : {}),
    ...(read.attributeValueIds ? { attributeValueIds: read.attributeValueIds } : {}),
  };
}
