import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { provided } from "./env.ts";

/**
 * The link matching `pattern` in the newest mail to `email`, from the .eml files the shop's mail
 * worker writes into `{dataDir}/outbox` (every 5 s): what the customer would click. `dataDir`
 * is the shared e2e shop's unless a test runs a shop of its own; `containing` picks the mail
 * by a text of its own (a return's number) when older mails to the address may still be sent.
 */
export async function linkInMail(
  email: string,
  pattern: RegExp,
  dataDir = provided("shopDataDir"),
  containing = "",
): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  for (let waited = 0; waited < 15_000; waited += 250) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
    const files = await Promise.all(
      names.map(async (name) => ({ file: path.join(dir, name), written: (await stat(path.join(dir, name))).mtimeMs })),
    );
    for (const { file } of files.sort((a, b) => b.written - a.written)) {
      // Quoted-printable: soft line breaks may split the link, and "=" is written as "=3D".
      const mail = (await readFile(file, "utf8")).replace(/=\r?\n/g, "").replaceAll("=3D", "=");
      const link = mail.includes(email) && mail.includes(containing) ? pattern.exec(mail)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email} with a link like ${pattern}`);
}
