import { z } from "zod";
import { PROPERTY_FILE_KEY_PATTERN, PROPERTY_FILE_MAX_BYTES, propertyFileLimit } from "#common/property-files.ts";
import { findItemOrderProperty } from "../modules/catalog/index.ts";
import {
  checkPropertyFile,
  displayFileName,
  deletePropertyFile,
  newPropertyFileOwner,
  ownerUsage,
  propertyFilesDir,
  SESSION_FILE_LIMITS,
  storePropertyFile,
} from "../modules/property-file/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";

/** Attempts per client address, accepted or not: retries are normal, a flood is not. */
const UPLOADS_PER_WINDOW = 30;
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;
/** Room for the other form fields and the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Multipart values arrive as text: ids are digits only, as in product URLs. */
const formId = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,9}$/, "validation.wholeNumber")
        .transform(Number),
    ],
    {
      error: "validation.wholeNumber",
    },
  )
  .pipe(z.number().int("validation.wholeNumber").min(1, "validation.invalid").max(999_999_999, "validation.invalid"));

function limitUploads(ctx: RequestContext): Promise<void> {
  return enforceRateLimit(ctx, `property-file:${ctx.ip}`, UPLOADS_PER_WINDOW, UPLOAD_WINDOW_MS);
}

/**
 * A file for an order property of type "file" (docs/glossary.md, storefront spec §§3, 5, 8), sent as
 * multipart form data. Checked before anything is stored: the property is one of the
 * item's file properties, the size is within its maximum, and the type read from the
 * bytes is among its accepted formats. Answers the reference the cart stores as the
 * property's value; the session owns the file from then on.
 */
export const doUploadOrderPropertyFile = defineOperation({
  name: "doUploadOrderPropertyFile",
  kind: "mutation",
  access: "anonymous",
  bodyLimit: { bytes: PROPERTY_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES, errorKey: "fileUploadFailed" },
  input: z.strictObject({
    itemId: formId,
    propertyId: formId,
    file: z.instanceof(File, { error: "validation.mandatory" }),
  }),
  handler: async (input, ctx) => {
    await limitUploads(ctx);
    const { db, config } = ctx.services;
    const property = await findItemOrderProperty(db, input.itemId, input.propertyId);
    if (!property || property.valueType !== "file") throw new AppError("not_found", "orderPropertyNotFound");

    const bytes = new Uint8Array(await input.file.arrayBuffer());
    const check = await checkPropertyFile(bytes, {
      acceptedFormats: property.acceptedFormats,
      maxBytes: propertyFileLimit(property.maxFileSizeBytes),
    });
    if (!check.ok) {
      const key = check.reason === "unsupported" ? "fileNotSupported" : "fileUploadFailed";
      throw new AppError("invalid_data", key, { fields: { file: `errors.${key}` } });
    }

    let owner = ctx.session.data.propertyFileOwner;
    if (owner) {
      const usage = await ownerUsage(db, owner);
      if (usage.files >= SESSION_FILE_LIMITS.files || usage.bytes + bytes.byteLength > SESSION_FILE_LIMITS.bytes) {
        throw new AppError("conflict", "tooManyPropertyFiles");
      }
    } else {
      owner = newPropertyFileOwner();
      ctx.session.update({ propertyFileOwner: owner });
    }
    return storePropertyFile(db, propertyFilesDir(config.DATA_DIR), {
      owner,
      itemId: input.itemId,
      propertyId: input.propertyId,
      fileName: displayFileName(input.file.name, check.extension),
      contentType: check.contentType,
      extension: check.extension,
      bytes,
    });
  },
});

/** Removes one of the session's uploads that no cart refers to yet (the remove button). */
export const deleteOrderPropertyFile = defineOperation({
  name: "deleteOrderPropertyFile",
  kind: "mutation",
  access: "anonymous",
  input: z.strictObject({ key: z.string().regex(PROPERTY_FILE_KEY_PATTERN, "validation.invalid") }),
  handler: async (input, ctx) => {
    const owner = ctx.session.data.propertyFileOwner;
    const deleted =
      owner !== undefined &&
      (await deletePropertyFile(ctx.services.db, propertyFilesDir(ctx.services.config.DATA_DIR), owner, input.key));
    if (!deleted) throw new AppError("not_found", "propertyFileNotFound");
    return { key: input.key };
  },
});
