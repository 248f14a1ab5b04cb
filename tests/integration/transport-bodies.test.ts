/** The RPC transport's request bodies: multipart form data and the 1 MB limits. */
import { expect, it } from "vitest";
import { describeDatabases } from "./harness.ts";
import { expectError } from "./transport-fixture.ts";

describeDatabases("rpc transport: bodies", (shop) => {
  it("accepts multipart form data", async () => {
    const client = shop().client();
    const form = new FormData();
    form.set("email", "form-guest@example.com");
    const result = await client.send<{ state: string; user: { guestMail: string } }>("doLoginAsGuest", form);
    expect(result.status).toBe(200);
    expect(result.body.data?.state).toBe("guest");
    expect(result.body.data?.user.guestMail).toBe("form-guest@example.com");
  });

  it("rebuilds nested multipart fields and refuses prototype keys", async () => {
    const client = shop().client({ locale: "en" });
    const nested = new FormData();
    nested.set("typeId", "1");
    nested.set("addressId[inner]", "3");
    const shaped = await client.send("setCheckoutAddress", nested);
    // Form values are strings: the schema names both fields (the shape was rebuilt).
    expect(shaped.body.error?.fields).toEqual({
      typeId: "This value is not valid.",
      addressId: "Enter a whole number.",
    });

    const polluted = new FormData();
    polluted.set("__proto__[isAdmin]", "true");
    const refused = await client.send("doLoginAsGuest", polluted);
    expectError(refused, 400, "invalidData");
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("refuses a JSON body over 1 MB with a 413 envelope", async () => {
    const client = shop().client({ locale: "en" });
    const body = JSON.stringify({ email: `${"a".repeat(1024 * 1024)}@example.com` });
    const result = await client.send("doLoginAsGuest", body, { contentType: "application/json" });
    expectError(result, 413, "payloadTooLarge");
    expect(result.body.error?.message).toBe("The request is too large.");
  });

  it("counts the 1 MB limit in bytes, not characters", async () => {
    const client = shop().client();
    // 400,000 euro signs are 1.2 MB of UTF-8 but only 400,000 string characters.
    const body = JSON.stringify({ email: `${"€".repeat(400_000)}@example.com` });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    const result = await client.send("doLoginAsGuest", body, { contentType: "application/json" });
    expectError(result, 413, "payloadTooLarge");
  });

  it("refuses a multipart body over 1 MB with a 413 envelope (operations that take files set their own limit)", async () => {
    const client = shop().client();
    // A visitor with a session: its token comes with every answer, a refusal too.
    await client.call("doLoginAsGuest", { email: "small@example.com" });
    const form = new FormData();
    form.set("email", "big@example.com");
    form.set("file", new Blob([new Uint8Array(1024 * 1024 + 1)]), "big.bin");
    const result = await client.send("doLoginAsGuest", form);
    expectError(result, 413, "payloadTooLarge");
    expect(result.headers.get("x-csrf-token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
