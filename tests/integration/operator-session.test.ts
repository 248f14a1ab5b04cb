/** Operator sessions over time, the edit mode, operator:create and the demo operator (docs/operators.md). */
import { readFileSync, statSync } from "node:fs";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { OPERATOR_SESSION_COOKIE } from "#common/constants.ts";
import { DEMO_OPERATOR, ensureDemoOperator } from "#server/modules/operator/demo-operator.ts";
import { authenticateOperator, countOperators } from "#server/modules/operator/operator.ts";
import { OperatorContext } from "#server/modules/operator/operator-context.ts";
import { operatorSessionPolicy, purgeExpiredOperatorSessions } from "#server/modules/operator/operator-session.ts";
import { operators, operatorSessions } from "#server/modules/operator/operator.table.ts";
import { runOperatorCreate, type CommandIo } from "../../scripts/operator-create.ts";
import { expectError } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { addOperator, ageSession, loginOperator, operatorCookies, storedSession } from "./operator-fixture.ts";

/** A piped run of the command: no terminal, `stdin` as input, output collected. */
function pipedIo(stdin: string): CommandIo & { output: string[]; errors: string[] } {
  const output: string[] = [];
  const errors: string[] = [];
  return {
    interactive: false,
    ask: () => Promise.reject(new Error("a piped run must not ask")),
    readStdin: async () => stdin,
    out: (line) => output.push(line),
    err: (line) => errors.push(line),
    output,
    errors,
  };
}

describeDatabases("operator sessions", (shop) => {
  it("switches between edit and preview in the edit cookie", async () => {
    await addOperator(shop());
    const client = shop().client();
    await loginOperator(client);
    const preview = await client.call("setEditorMode", { mode: "preview" });
    expect(preview.body.data).toMatchObject({ editingEnabled: true, editing: false });
    expect(operatorCookies(client).edit).toBe("preview");
    await client.call("setEditorMode", { mode: "edit" });
    expect(operatorCookies(client).edit).toBe("edit");
    expectError(await client.call("setEditorMode", { mode: "design" }), 400, "invalidData");
  });

  it("keeps an active session alive past the idle time counted from the login", async () => {
    await addOperator(shop());
    const client = shop().client();
    await loginOperator(client);
    await ageSession(shop(), client, { sinceLogin: 5 * 60, sinceLastSeen: 119 });
    expect((await client.call("setEditorMode", { mode: "preview" })).status).toBe(200);
    // The request moved the last-seen time forward.
    const row = await storedSession(shop(), client);
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("answers editorSessionExpired after the idle time, and drops the session and its cookie", async () => {
    await addOperator(shop());
    const client = shop().client({ locale: "en" });
    await loginOperator(client);
    await ageSession(shop(), client, { sinceLogin: 121, sinceLastSeen: 121 });
    const result = await client.call("setEditorMode", { mode: "preview" });
    expectError(result, 401, "editorSessionExpired");
    expect(result.body.error?.message).toBe(
      "The changes couldn't be saved. Your session may have expired. Re-enter the editor to start a new session.",
    );
    expect(result.headers.getSetCookie().some((line) => line.startsWith(`${OPERATOR_SESSION_COOKIE}=;`))).toBe(true);
    expect(operatorCookies(client).session).toBeUndefined();
    expect(await shop().db.select().from(operatorSessions)).toHaveLength(0);
    const state = await client.call("getEditorSession", undefined, { method: "GET" });
    expect(state.body.data).toMatchObject({ editingEnabled: false, operator: null });
  });

  it("ends a session at its maximum age however active it was, with the German text in German", async () => {
    await addOperator(shop());
    const client = shop().client({ locale: "de" });
    await loginOperator(client);
    await ageSession(shop(), client, { sinceLogin: 12 * 60, sinceLastSeen: 0 });
    const result = await client.call("setEditorMode", { mode: "edit" });
    expectError(result, 401, "editorSessionExpired");
    expect(result.body.error?.message).toMatch(/^Die Änderungen konnten nicht gespeichert werden\./);
  });

  it("ends the sessions of an operator who is disabled", async () => {
    const operator = await addOperator(shop());
    const client = shop().client();
    await loginOperator(client);
    await shop().db.update(operators).set({ disabled: true }).where(eq(operators.id, operator.id));
    expectError(await client.call("setEditorMode", { mode: "edit" }), 401, "editorSessionExpired");
  });

  it("purges sessions past their idle time or maximum age and keeps active ones", async () => {
    await addOperator(shop());
    const [idle, old, active] = [shop().client(), shop().client(), shop().client()];
    for (const client of [idle, old, active]) await loginOperator(client);
    await ageSession(shop(), idle, { sinceLogin: 130, sinceLastSeen: 125 });
    await ageSession(shop(), old, { sinceLogin: 12 * 60 + 1, sinceLastSeen: 1 });
    await shop()
      .db.update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(operatorSessions.tokenHash, (await storedSession(shop(), old))?.tokenHash ?? ""));
    await purgeExpiredOperatorSessions(shop().db, operatorSessionPolicy(shop().config));
    expect(await storedSession(shop(), idle)).toBeUndefined();
    expect(await storedSession(shop(), old)).toBeUndefined();
    expect(await storedSession(shop(), active)).toBeDefined();
  });

  it("refuses an operator operation without any operator cookie, and a forged one", async () => {
    const client = shop().client();
    expectError(await client.call("setEditorMode", { mode: "edit" }), 401, "editorSessionExpired");
    client.cookies.set(OPERATOR_SESSION_COOKIE, "A".repeat(43));
    expectError(await client.call("setEditorMode", { mode: "edit" }), 401, "editorSessionExpired");
  });

  it("applies the same check to in-process callers (loaders)", async () => {
    const operator = await addOperator(shop());
    await expect(shop().caller().setEditorMode({ mode: "edit" })).rejects.toMatchObject({
      key: "editorSessionExpired",
    });
    const signedIn = new OperatorContext({ identity: operator, tokenHash: "h" }, "edit");
    expect(await shop().caller({ operator: signedIn }).setEditorMode({ mode: "preview" })).toMatchObject({
      editing: false,
    });
  });
});

describeDatabases("operator:create and the demo operator", (shop) => {
  it("creates an operator with the password from stdin, and refuses the same email in another case", async () => {
    const io = pipedIo("Sturmflut-Leuchte-7\nignored second line\n");
    const argv = ["--email", "Ada@Example.com", "--name", "Ada", "--role", "owner"];
    expect(await runOperatorCreate(argv, io, shop().db)).toBe(0);
    expect(io.output).toEqual([expect.stringMatching(/^Operator Ada@Example.com \(owner\) created with id \d+\.$/)]);
    expect(await authenticateOperator(shop().db, "ada@example.com", "Sturmflut-Leuchte-7")).toMatchObject({
      role: "owner",
    });

    const again = pipedIo("Another-password-1\n");
    const code = await runOperatorCreate(
      ["--email", "ADA@example.com", "--name", "A", "--role", "editor"],
      again,
      shop().db,
    );
    expect(code).toBe(1);
    expect(again.errors).toEqual(["An account with this email already exists."]);
  });

  it("generates and prints a password when stdin is empty", async () => {
    const io = pipedIo("");
    expect(
      await runOperatorCreate(["--email", "e@example.com", "--name", "E", "--role", "editor"], io, shop().db),
    ).toBe(0);
    const password = io.output[1]?.replace("Password (shown only now): ", "") ?? "";
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await authenticateOperator(shop().db, "e@example.com", password)).role).toBe("editor");
  });

  it("refuses bad input with translated messages and creates nothing", async () => {
    const io = pipedIo("short\n");
    const argv = ["--email", "not-an-email", "--name", " ", "--role", "admin"];
    expect(await runOperatorCreate(argv, io, shop().db)).toBe(1);
    expect(io.errors).toEqual([
      "email: This field needs to be a valid email.",
      "name: This is a mandatory field.",
      "role: This value is not valid.",
      "password: Enter at least 12 characters.",
    ]);
    const missing = pipedIo("Long-enough-password-1\n");
    expect(await runOperatorCreate(["--email", "x@example.com"], missing, shop().db)).toBe(2);
    expect(missing.errors[0]).toMatch(/^Missing --name/);
    expect(await countOperators(shop().db)).toBe(0);
  });

  it("creates the demo owner once, with its credentials in a file only the shop's user can read", async () => {
    const created = await ensureDemoOperator(shop().db, shop().config.DATA_DIR);
    expect(created?.email).toBe(DEMO_OPERATOR.email);
    const file = created?.file ?? "";
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, "utf8")) as { email: string; password: string };
    expect(stored).toMatchObject({ email: DEMO_OPERATOR.email, password: created?.password });
    expect((await authenticateOperator(shop().db, stored.email, stored.password)).role).toBe("owner");
    expect(await ensureDemoOperator(shop().db, shop().config.DATA_DIR)).toBeNull();
  });

  it("makes no demo operator when operators exist", async () => {
    await addOperator(shop());
    expect(await ensureDemoOperator(shop().db, shop().config.DATA_DIR)).toBeNull();
  });
});
