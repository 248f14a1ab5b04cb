/**
 * npm run operator:create -- --email ada@example.com --name "Ada" --role editor
 *
 * Creates an operator (an editor login, docs/operators.md). Values not given as options are
 * asked for on a terminal. The password comes from stdin (piped: its first line; on a
 * terminal: asked for without echo) or, when that is empty or --generate-password is given,
 * is generated and printed once. Stop the shop first when it runs on the embedded database.
 */
import { createInterface } from "node:readline/promises";
import { operatorCreateInput, OPERATOR_ROLES } from "#common/schemas/operator.ts";
import type { Database } from "#server/db/client.ts";
import { generateOperatorPassword } from "#server/modules/operator/demo-operator.ts";
import { createOperator } from "#server/modules/operator/operator.ts";
import { translateFieldKeys } from "#server/rpc/caller.ts";
import { fieldKeys } from "#server/errors.ts";
import { AppError } from "#server/errors.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { commandOptions, consoleIo, isExit, runOnShopDatabase, type OutputIo } from "./command.ts";

/** The terminal or the test: how values are asked for and results shown. */
export type CommandIo = OutputIo & {
  /** A person is at a terminal: missing values may be asked for. */
  interactive: boolean;
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  /** All of stdin when it is piped. */
  readStdin(): Promise<string>;
};

const USAGE =
  "Usage: npm run operator:create -- --email <email> --name <name> --role <owner|editor> [--generate-password]";

/** Runs the command against `db`; the exit code is the result (0 created, 1 refused, 2 usage). */
export async function runOperatorCreate(argv: string[], io: CommandIo, db: Database): Promise<number> {
  const options = commandOptions(
    argv,
    {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      "generate-password": { type: "boolean" },
    },
    USAGE,
    io,
  );
  if (isExit(options)) return options.exitCode;
  const values: Record<"email" | "name" | "role", string | undefined> = {
    email: options.email,
    name: options.name,
    role: options.role,
  };
  for (const key of ["email", "name", "role"] as const) {
    if (values[key] !== undefined) continue;
    if (!io.interactive) {
      io.err(`Missing --${key} (there is no terminal to ask on).\n${USAGE}`);
      return 2;
    }
    values[key] = await io.ask(key === "role" ? `Role (${OPERATOR_ROLES.join(" or ")}): ` : `${capitalise(key)}: `);
  }

  let password = "";
  if (!options["generate-password"]) {
    password = io.interactive
      ? await io.ask("Password (leave empty to generate one): ", { hidden: true })
      : firstLine(await io.readStdin());
  }
  const generated = password === "";
  if (generated) password = generateOperatorPassword();

  const parsed = operatorCreateInput.safeParse({ ...values, password });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(translateFieldKeys(fieldKeys(parsed.error), "en"))) {
      io.err(`${field}: ${message}`);
    }
    return 1;
  }
  try {
    const operator = await createOperator(db, parsed.data);
    io.out(`Operator ${operator.email} (${operator.role}) created with id ${operator.id}.`);
    if (generated) io.out(`Password (shown only now): ${password}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(translatorFor("en")(`errors.${error.key}` as never));
      return 1;
    }
    throw error;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? "";
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** Reads a line without echoing it (a password), in raw mode; Ctrl-C ends the process. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\u0003") process.exit(130);
        if (char === "\r" || char === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write("\n");
          resolve(value);
          return;
        }
        value = char === "\u007f" || char === "\b" ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on("data", onData);
  });
}

function terminalIo(): CommandIo {
  const interactive = Boolean(process.stdin.isTTY);
  return {
    interactive,
    async ask(question, { hidden = false } = {}) {
      if (hidden) return askHidden(question);
      const lines = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await lines.question(question);
      } finally {
        lines.close();
      }
    },
    readStdin: () => readAll(process.stdin),
    ...consoleIo,
  };
}

if (import.meta.main) {
  await runOnShopDatabase((db) => runOperatorCreate(process.argv.slice(2), terminalIo(), db));
}
