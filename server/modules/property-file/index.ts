/** Files shoppers attach to order properties. Public entry: other floors and modules import only this file. */
export { checkPropertyFile, displayFileName } from "./file-check.ts";
export {
  SESSION_FILE_LIMITS,
  deletePropertyFile,
  fileNamesByKey,
  findOwnedPropertyFile,
  markPropertyFilesAttached,
  newPropertyFileOwner,
  ownerUsage,
  propertyFilesDir,
  purgeUnattachedPropertyFiles,
  storePropertyFile,
} from "./property-files.ts";
