import { describe, expect, it } from "vitest";
import { createLogger, EMAIL_REDACTED, REDACTED, type LogLevel } from "./logger.ts";

function capture(level: LogLevel = "debug") {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(level, {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { log, lines };
}

describe("createLogger", () => {
  it("writes one JSON object per line with level, time, message and fields", () => {
    const { log, lines } = capture();
    log.info("shop started", { url: "http://localhost:3000" });
    expect(lines).toEqual([
      {
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        msg: "shop started",
        url: "http://localhost:3000",
      },
    ]);
  });

  it("leaves out lines below its level, and everything when silent", () => {
    const { log, lines } = capture("warn");
    log.info("request");
    log.warn("slow");
    expect(lines.map((line) => line.msg)).toEqual(["slow"]);
    const quiet = capture("silent");
    quiet.log.error("broken");
    expect(quiet.lines).toEqual([]);
  });

  it("puts a child's fields (the request id) on every line of the child", () => {
    const { log, lines } = capture();
    const request = log.child({ requestId: "req-1" });
    request.info("request", { status: 200 });
    request.child({ worker: "mail" }).warn("later");
    expect(lines).toMatchObject([
      { requestId: "req-1", msg: "request", status: 200 },
      { requestId: "req-1", worker: "mail", msg: "later" },
    ]);
  });

  it("logs an error's name, message and stack", () => {
    const { log, lines } = capture();
    log.error("failed", { error: new TypeError("boom") });
    expect(lines[0]?.error).toMatchObject({
      name: "TypeError",
      message: "boom",
      stack: expect.stringContaining("boom") as unknown,
    });
  });

  it("redacts emails, passwords, tokens, addresses, cookies and authorization headers in fields", () => {
    const { log, lines } = capture();
    log.warn("operator created", {
      email: "owner@nordlicht.example",
      password: "correct horse battery staple",
      token: "tok_123",
      accessKey: "ak_456",
      file: "data/demo-operator.json",
      customer: { firstName: "Erika", lastName: "Mustermann", streetName: "Hauptstraße", zipCode: "10115", id: 7 },
      headers: { cookie: "sid=abc", authorization: "Bearer xyz", "set-cookie": "sid=abc", accept: "text/html" },
    });
    const line = lines[0] ?? {};
    expect(line).toMatchObject({
      email: REDACTED,
      password: REDACTED,
      token: REDACTED,
      accessKey: REDACTED,
      file: "data/demo-operator.json",
      customer: { firstName: REDACTED, lastName: REDACTED, streetName: REDACTED, zipCode: REDACTED, id: 7 },
      headers: { cookie: REDACTED, authorization: REDACTED, "set-cookie": REDACTED, accept: "text/html" },
    });
    const text = JSON.stringify(line);
    for (const secret of ["owner@", "horse", "tok_123", "ak_456", "Erika", "Hauptstraße", "sid=abc", "xyz"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("takes email addresses out of messages, texts and error messages", () => {
    const { log, lines } = capture();
    log.warn("mail to erika@example.com failed", {
      error: "550 5.1.1 <erika@example.com>: Recipient address rejected",
      cause: new Error("no mailbox erika.m+shop@mail.example.de"),
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain("erika");
    expect(lines[0]).toMatchObject({
      msg: `mail to ${EMAIL_REDACTED} failed`,
      error: `550 5.1.1 <${EMAIL_REDACTED}>: Recipient address rejected`,
    });
  });

  it("redacts access keys and tokens in logged paths and addresses", () => {
    const { log, lines } = capture();
    const key = "Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5";
    log.info("request", { path: `/en/confirmation/1042/${key}` });
    log.warn("form refused", { url: `https://shop.example/newsletter/unsubscribe/${key}?x=1` });
    log.warn("odd link", { url: `https://shop.example/cart?token=${key}&page=2` });
    expect(JSON.stringify(lines)).not.toContain(key);
    expect(lines).toMatchObject([
      { path: `/en/confirmation/1042/${REDACTED}` },
      { url: `https://shop.example/newsletter/unsubscribe/${REDACTED}?x=1` },
      { url: `https://shop.example/cart?token=${REDACTED}&page=2` },
    ]);
  });
});
