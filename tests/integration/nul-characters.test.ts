import { expect, it } from "vitest";
import { addCartCatalog } from "./cart-fixture.ts";
import { describeDatabases } from "./harness.ts";

/**
 * Found by the fuzz test and the trust sweep: text no shop data can be (NUL, which PostgreSQL
 * text cannot hold; a lone UTF-16 surrogate, which JSON can carry but no text contains) must
 * never reach a handler.
 */
describeDatabases("NUL characters and lone surrogates in payloads", (shop) => {
  it("answers 400 naming the field and creates nothing", async () => {
    const visitor = shop().client({ locale: "en" });
    const answer = await visitor.callRaw("doRegisterUser", {
      email: "kunde@example.com",
      password: "Lampe2024",
      repeatPassword: "Lampe2024",
      lastName: "\u0000",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual({ lastName: "This value is not valid." });
    const login = await visitor.call("doLogin", { email: "kunde@example.com", password: "Lampe2024" });
    expect(login.body.error?.key).toBe("invalidLoginData");
  });

  it("refuses a lone surrogate in an order property answer with a clear 400 and adds nothing", async () => {
    await addCartCatalog(shop().db);
    for (const [locale, message] of [
      ["en", "This value is not valid."],
      ["de", "Dieser Wert ist ungültig."],
    ] as const) {
      const visitor = shop().client({ locale });
      for (const value of ["\ud800", "Für \udfffAnna", "\udbff"]) {
        const answer = await visitor.callRaw("doAddCartItem", {
          productId: 9107,
          quantity: 1,
          basketItemOrderParams: [{ propertyId: 9201, value }],
        });
        expect(answer.status).toBe(400);
        expect(answer.body.error?.fields).toEqual({ "basketItemOrderParams.0.value": message });
      }
      const cart = await visitor.call("getCart", undefined, { method: "GET" });
      expect(cart.body.data?.items ?? []).toEqual([]);
    }
  });
});
