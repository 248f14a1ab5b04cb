import { describe, expect, it } from "vitest";
import { sampleAddress, sampleOrderMail } from "#server/modules/mail/mail-samples.ts";
import { renderOrderConfirmationMail } from "./order-confirmation-mail.ts";
import { renderMail, UnknownMailTemplateError } from "./mail-templates.ts";
import { DEFAULT_MAIL_THEME } from "./mail-layout.ts";

describe("order confirmation mail", async () => {
  it("is German for a German order: subject with the number, items, totals, VAT per rate, addresses, link", async () => {
    const mail = await renderOrderConfirmationMail(sampleOrderMail());
    expect(mail.subject).toBe("Ihre Bestellung 100042 bei Nordlicht Home & Tech");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Guten Tag Jürgen Größe,");
      expect(part).toContain("Stehleuchte Fjord");
      expect(part).toContain("Gravur: Für Anna");
      expect(part).toContain("238,00\u00a0€");
      expect(part).toContain("-10,00\u00a0€");
      expect(part).toContain("Versand (DHL Paket)");
      expect(part).toContain("254,35\u00a0€");
      expect(part).toContain("inkl. 19\u00a0% MwSt.");
      expect(part).toContain("inkl. 7\u00a0% MwSt.");
      expect(part).toContain("37,18\u00a0€");
      expect(part).toContain("Mühlenweg 7");
      expect(part).toContain("Lieferweg 1");
      expect(part).toContain("20. November 2026");
      expect(part).toContain("https://shop.example/confirmation/1042/abcdef");
      expect(part).toContain("USt-IdNr. DE123456789");
    }
    expect(mail.html).toMatch(/<html [^>]*lang="de"/);
  });

  it("is English for an English order", async () => {
    const mail = await renderOrderConfirmationMail(sampleOrderMail({}, "en"));
    expect(mail.subject).toBe("Your order 100042 at Nordlicht Home & Tech");
    expect(mail.text).toContain("Dear Jürgen Größe,");
    expect(mail.text).toContain("€238.00");
    expect(mail.text).toContain("incl. 19% VAT");
    expect(mail.text).toContain("20 November 2026");
    expect(mail.html).toMatch(/<html [^>]*lang="en"/);
  });

  it("shows the bank details for prepayment and leaves them out otherwise", async () => {
    const bankDetails = {
      accountOwner: "Nordlicht Home & Tech GmbH",
      bankName: "Hamburger Sparkasse",
      iban: "DE02200505501015871393",
      bic: "HASPDEHHXXX",
      reference: "100042",
    };
    const prepayment = await renderOrderConfirmationMail(
      sampleOrderMail({ payment: { name: "Vorkasse", paid: false, bankDetails } }),
    );
    expect(prepayment.text).toContain("IBAN: DE02200505501015871393");
    expect(prepayment.text).toContain("Verwendungszweck: 100042");
    expect(prepayment.html).toContain("HASPDEHHXXX");
    const card = await renderOrderConfirmationMail(sampleOrderMail({ payment: { name: "Kreditkarte", paid: true } }));
    expect(card.text).not.toContain("IBAN");
    expect(card.text).toContain("Zahlungsart: Kreditkarte");
  });

  it("escapes everything the shopper typed in the HTML, and keeps it verbatim in the text", async () => {
    const evil = '<script>alert("x")</script>';
    const data = sampleOrderMail({
      addresses: {
        billing: sampleAddress({ firstName: evil, companyName: "A & B" }),
        delivery: sampleAddress({ addressAddition: "<img src=x onerror=alert(1)>" }),
      },
      items: [{ name: "<b>Lampe</b>", quantity: 1, unitGrossCents: 100, totalGrossCents: 100, vatRatePercent: 19 }],
    });
    const mail = await renderOrderConfirmationMail(data);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).not.toContain("<b>Lampe</b>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("A &amp; B");
    expect(mail.text).toContain(evil);
  });

  it("links only to web addresses", async () => {
    const mail = await renderOrderConfirmationMail(sampleOrderMail({ confirmationUrl: "javascript:alert(1)" }));
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('href="#"');
  });

  it("notes reverse charge for a business buyer abroad, and only then", async () => {
    const mail = await renderOrderConfirmationMail(sampleOrderMail({ reverseCharge: true }, "en"));
    expect(mail.text).toContain("Reverse charge: as a business customer");
    expect(mail.html).toContain("Reverse charge: as a business customer");
    expect((await renderOrderConfirmationMail(sampleOrderMail({}, "en"))).text).not.toContain("Reverse charge");
  });

  it("greets a company without a contact name", async () => {
    const data = sampleOrderMail({
      addresses: {
        billing: sampleAddress({ firstName: "", lastName: "", companyName: "Hygge GmbH" }),
        delivery: sampleAddress(),
      },
    });
    expect((await renderOrderConfirmationMail(data)).text).toMatch(/^Guten Tag Hygge GmbH,/);
  });

  it("shows the shop's button shade of the design's primary colour, and a settings value that is no colour never", async () => {
    // primary-700 of #a21caf's palette: white text on it and it on white pass WCAG AA.
    const shade = "#6a1473";
    const themed = await renderOrderConfirmationMail(sampleOrderMail(), {
      ...DEFAULT_MAIL_THEME,
      primaryColor: "#a21caf",
    });
    expect(themed.html).toContain(`color:${shade}`);
    const reset = await renderMail(
      "passwordReset",
      { locale: "en", firstName: "Ann", resetUrl: "https://shop.example/set-new-password?token=x", validMinutes: 60 },
      { ...DEFAULT_MAIL_THEME, primaryColor: "#a21caf" },
    );
    expect(reset.html).toContain(`background-color:${shade}`);
    expect(reset.html).toContain('href="https://shop.example/set-new-password?token=x"');
    expect(reset.text).toContain("https://shop.example/set-new-password?token=x");
    const hostile = await renderMail(
      "passwordReset",
      { locale: "en", firstName: "<b>Ann</b>", resetUrl: "javascript:alert(1)", validMinutes: 60 },
      { ...DEFAULT_MAIL_THEME, primaryColor: "red;background:url(x)" },
    );
    expect(hostile.html).not.toContain("url(x)");
    expect(hostile.html).not.toContain("javascript:");
    expect(hostile.html).toContain("Hello &lt;b&gt;Ann&lt;/b&gt;,");
  });

  it("renders stored rows by template name and refuses unknown templates", async () => {
    expect((await renderMail("orderConfirmation", sampleOrderMail())).subject).toContain("100042");
    await expect(renderMail("toString", {})).rejects.toThrow(UnknownMailTemplateError);
    await expect(renderMail("newsletter", {})).rejects.toThrow(UnknownMailTemplateError);
  });
});
