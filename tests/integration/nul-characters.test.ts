import { expect, it } from "vitest";
import { describeDatabases } from "./harness.ts";

/** Found by the fuzz test: PostgreSQL text cannot hold NUL, so it must never reach the database. */
describeDatabases("NUL characters in payloads", (shop) => {
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
});
