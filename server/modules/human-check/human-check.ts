import { lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { verifyAltchaPayload } from "./altcha.ts";
import { usedHumanChecks } from "./human-check.table.ts";

/**
 * Accepts a solved challenge once: valid and not seen before. The insert is the check, so
 * two requests racing with the same solution cannot both pass.
 */
export async function consumeHumanCheck(db: Database, key: string, payload: string): Promise<boolean> {
  const solution = verifyAltchaPayload(key, payload);
  if (!solution) return false;
  await db.delete(usedHumanChecks).where(lt(usedHumanChecks.expiresAt, new Date()));
  const inserted = await db
    .insert(usedHumanChecks)
    .values(solution)
    .onConflictDoNothing()
    .returning({ signature: usedHumanChecks.signature });
  return inserted.length > 0;
}
