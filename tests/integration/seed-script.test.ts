/** npm run seed (scripts/seed.ts): a scaled demo catalog, refused over an existing one unless --reset. */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rowsOf, type Database } from "#server/db/client.ts";
import { runSeed, type SeedIo } from "../../scripts/seed.ts";
import { describeDatabases } from "./harness.ts";

function recordingIo() {
  const out: string[] = [];
  const err: string[] = [];
  const io: SeedIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  return { io, out, err };
}

async function itemCount(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from items`));
  return row?.n ?? 0;
}

describeDatabases("npm run seed", (shop) => {
  it("seeds at a scale, refuses a database with a catalog in one line, and replaces it with --reset", async () => {
    const { db } = shop();
    const first = recordingIo();
    expect(await runSeed(["--scale", "2"], first.io, db, null)).toBe(0);
    expect(first.out.join("\n")).toMatch(/^Seeded 310 items \(scale 2\)/);
    expect(await itemCount(db)).toBe(310);

    const refused = recordingIo();
    expect(await runSeed(["--scale", "1"], refused.io, db, null)).toBe(1);
    expect(refused.err).toEqual([expect.stringMatching(/already holds a catalog; add --reset/)]);
    expect(await itemCount(db)).toBe(310);

    const reset = recordingIo();
    expect(await runSeed(["--scale", "1", "--reset"], reset.io, db, null)).toBe(0);
    expect(await itemCount(db)).toBe(155);
  }, 120_000);

  it("answers a bad scale with its usage", async () => {
    const { io, err } = recordingIo();
    expect(await runSeed(["--scale", "0"], io, shop().db, null)).toBe(2);
    expect(err.join("\n")).toMatch(/--scale must be a whole number from 1 to 100/);
    expect(await itemCount(shop().db)).toBe(0);
  });
});
