/** The media library: uploads and the image folder. Public entry: other floors and modules import only this file. */
export {
  ITEM_IMAGE_FOLDER,
  deleteUpload,
  holdUploads,
  listCatalogImages,
  listUploads,
  mediaDirOf,
  storeUpload,
  uploadStemsIn,
} from "./media-library.ts";
export { prepareUpload, type MediaRejection } from "./media-upload.ts";
