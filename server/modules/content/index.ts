/** Page blocks (the editor's content), their validation and version history. Public entry: other floors and modules import only this file. */
export { deletePageBlocks, listHistory, loadBlocks, pagesReferTo, restoreSnapshot, saveBlocks } from "./content.ts";
