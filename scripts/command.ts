/**
 * What the shop's command-line tools (npm run seed, npm run operator:create) share: reading
 * their options with a usage line, and running against the shop's database with the data
 * folder locked.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { loadConfig, type Config } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { lockDataDir } from "#server/db/lock.ts";

export type OutputIo = { out(line: string): void; err(line: string): void };

type Options = NonNullable<ParseArgsConfig["options"]>;
type Values<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: O }>>["values"];

/**
 * The command's options, or its exit code when it should stop: 2 for an unknown or malformed
 * option (with the usage), 0 for --help (the usage alone).
 */
export function commandOptions<O extends Options>(
  argv: string[],
  options: O,
  usage: string,
  io: OutputIo,
): Values<O> | { exitCode: number } {
  let values: Values<O>;
  try {
    values = parseArgs({ args: argv, options: { ...options, help: { type: "boolean", short: "h" } } })
      .values as Values<O>;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return { exitCode: 2 };
  }
  if ((values as { help?: boolean }).help) {
    io.out(usage);
    return { exitCode: 0 };
  }
  return values;
}

export function isExit(value: object): value is { exitCode: number } {
  return "exitCode" in value && typeof value.exitCode === "number";
}

/**
 * Runs `command` on the database the shop is configured for (DATABASE_URL, else the embedded
 * one in DATA_DIR, which is locked meanwhile: PGlite has no lock of its own, so a running shop
 * makes the command refuse) and sets the process's exit code from its answer.
 */
export async function runOnShopDatabase(command: (db: Database, config: Config) => Promise<number>): Promise<void> {
  let release = () => {};
  try {
    const config = loadConfig();
    if (!config.DATABASE_URL) release = lockDataDir(config.DATA_DIR);
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      process.exitCode = await command(database.db, config);
    } finally {
      await database.close();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    release();
  }
}

export const consoleIo: OutputIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
