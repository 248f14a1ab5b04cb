import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { renderMail } from "#server/modules/mail/mail-templates.ts";
import { expectError, registerCustomer } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";

/** The account's newsletter section: the subscription of the account's own address. */
describeDatabases("account newsletter", (shop) => {
  it("subscribes the account's address with double opt-in, shows the status and unsubscribes at once", async () => {
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "leser@example.com");
    const status = async () => (await customer.call("getMyNewsletter", {}, { method: "GET" })).body.data;
    expect(await status()).toEqual({ email: "leser@example.com", status: "none" });

    const unticked = await customer.call("doSubscribeMyNewsletter", { consent: false });
    expectError(unticked, 400, "invalidData");
    expect(unticked.body.error?.fields).toEqual({ consent: expect.any(String) as string });
    expect(await shop().db.select().from(mailOutbox)).toEqual([]);

    expect((await customer.call("doSubscribeMyNewsletter", { consent: true })).body.data).toEqual({
      status: "pending",
    });
    const [mail] = await shop().db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "leser@example.com"));
    expect(mail?.template).toBe("newsletterConfirmation");
    const token =
      /\/newsletter\/confirm\/([\w-]+)/.exec((await renderMail(mail!.template, mail!.data)).text)?.[1] ?? "";
    expect((await shop().client().call("doConfirmNewsletter", { token })).status).toBe(200);
    expect((await status())?.status).toBe("confirmed");

    expect((await customer.call("doUnsubscribeMyNewsletter", {})).body.data).toEqual({ status: "unsubscribed" });
    expect((await status())?.status).toBe("unsubscribed");
    // Subscribing again starts a new double opt-in.
    expect((await customer.call("doSubscribeMyNewsletter", { consent: true })).body.data).toEqual({
      status: "pending",
    });

    const visitor = shop().client();
    expectError(await visitor.call("getMyNewsletter", {}, { method: "GET" }), 401, "unauthorized");
    expectError(await visitor.call("doSubscribeMyNewsletter", { consent: true }), 401, "unauthorized");
    expectError(await visitor.call("doUnsubscribeMyNewsletter", {}), 401, "unauthorized");
    expectError(
      await customer.call("doSubscribeMyNewsletter", { consent: true, email: "x@example.com" } as never),
      400,
      "invalidData",
    );
  });
});
