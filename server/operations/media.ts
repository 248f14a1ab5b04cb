import { z } from "zod";
import {
  deleteMediaInput,
  MEDIA_MAX_BYTES,
  mediaLibraryInput,
  UPLOAD_REFERENCE,
} from "#common/schemas/media-library.ts";
import { pagesReferTo } from "../modules/content/index.ts";
import { deleteUpload, listCatalogImages, listUploads, mediaDirOf, storeUpload } from "../modules/media/index.ts";
import { prepareUpload, type MediaRejection } from "../modules/media/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Uploads (refused ones too: decoding costs the same) per operator and hour: plenty for
 * building pages, a stop for a runaway script filling the disk (docs/images.md).
 */
export const UPLOADS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;

function refusal(reason: MediaRejection): AppError {
  const fields = (key: string) => ({ file: `errors.${key}` });
  switch (reason) {
    case "tooLarge":
      return new AppError("invalid_data", "mediaTooLarge", { code: 413, fields: fields("mediaTooLarge") });
    case "unsupported":
      return new AppError("invalid_data", "mediaTypeUnsupported", { fields: fields("mediaTypeUnsupported") });
    case "empty":
    case "invalid":
      return new AppError("invalid_data", "mediaInvalid", { fields: fields("mediaInvalid") });
  }
}

/**
 * An image for the media library (issue 5; docs/images.md "Media library and uploads"), as
 * multipart form data with the field `file`. Judged by its bytes, stored as an upright WebP
 * without metadata, answered as the reference a block stores (`uploads/<stem>.webp`); the
 * media route serves its responsive variants. Refused uploads store nothing. At most
 * UPLOADS_PER_HOUR per operator, then 429 tooManyRequests.
 */
export const doUploadMedia = defineOperation({
  name: "doUploadMedia",
  kind: "mutation",
  access: "operator",
  bodyLimit: { bytes: MEDIA_MAX_BYTES + FORM_OVERHEAD_BYTES, errorKey: "mediaTooLarge" },
  input: z.strictObject({ file: z.instanceof(File, { error: "validation.mandatory" }) }),
  handler: async (input, ctx) => {
    await enforceRateLimit(ctx, `media-upload:operator:${ctx.operator.identity?.id}`, UPLOADS_PER_HOUR, HOUR_MS);
    if (input.file.size > MEDIA_MAX_BYTES) throw refusal("tooLarge");
    const prepared = await prepareUpload(new Uint8Array(await input.file.arrayBuffer()));
    if (!prepared.ok) throw refusal(prepared.reason);
    return storeUpload(ctx.services.db, mediaDirOf(ctx.services.config.DATA_DIR), {
      image: prepared.image,
      fileName: input.file.name,
      operatorId: ctx.operator.identity?.id ?? null,
    });
  },
});

/**
 * The picker's library, one page at a time (at most 60): `uploads` newest first, or
 * `catalog`, the demo catalog's product images by name.
 */
export const getMediaLibrary = defineOperation({
  name: "getMediaLibrary",
  kind: "query",
  access: "operator",
  input: mediaLibraryInput,
  handler: async (input, ctx) => {
    const paging = { page: input.page, size: input.size };
    if (input.source === "catalog") return listCatalogImages(mediaDirOf(ctx.services.config.DATA_DIR), paging);
    return listUploads(ctx.services.db, paging);
  },
});

/**
 * Deletes an upload from the media library (docs/images.md "Deleting an upload"): refused
 * with 409 mediaInUse while a page or one of its kept versions uses it, 404 mediaNotFound
 * when it is gone already (a double click). Catalog images are not the library's to delete.
 */
export const doDeleteMedia = defineOperation({
  name: "doDeleteMedia",
  kind: "mutation",
  access: "operator",
  input: deleteMediaInput,
  handler: async (input, ctx) => {
    const stem = UPLOAD_REFERENCE.exec(input.reference)?.[1] ?? "";
    const outcome = await deleteUpload(ctx.services.db, mediaDirOf(ctx.services.config.DATA_DIR), stem, pagesReferTo);
    if (outcome === "notFound") throw new AppError("not_found", "mediaNotFound");
    if (outcome === "inUse") throw new AppError("conflict", "mediaInUse");
    return { reference: input.reference };
  },
});
