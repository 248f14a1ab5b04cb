import { blocksListsSchema, type BlocksLists } from "./blocks-list-schema.ts";

export const BLOCKS_LISTS_PATH = "/blocks/blocksLists.json";

/**
 * The blocks list the drawer offers (docs/glossary.md, editor spec §7), a static file of the shop. A failed
 * load throws an Error whose message is the text of docs/glossary.md, editor spec §8: 'HTTP error! status:
 * <status>' for an error answer, 'Failed to fetch blocksLists: <reason>' for anything else
 * (no answer, not JSON, not the expected shape).
 */
export async function fetchBlocksLists(fetchFile: typeof fetch = fetch): Promise<BlocksLists> {
  let response: Response;
  try {
    response = await fetchFile(BLOCKS_LISTS_PATH, { credentials: "same-origin" });
  } catch (error) {
    throw new Error(`Failed to fetch blocksLists: ${reasonOf(error)}`);
  }
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  try {
    const parsed = blocksListsSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "invalid data");
    return parsed.data;
  } catch (error) {
    throw new Error(`Failed to fetch blocksLists: ${reasonOf(error)}`);
  }
}

let cached: Promise<BlocksLists> | undefined;

/** fetchBlocksLists once per page load; a failure is not kept, so the next try fetches again. */
export function loadBlocksLists(): Promise<BlocksLists> {
  cached ??= fetchBlocksLists().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
