import { describe, expect, it } from "vitest";
import { errorMessage, fieldErrorMessage } from "./error-message.ts";
import { messageKey } from "./message-key.ts";

const GENERIC = {
  en: "Something went wrong. Please try again later.",
  de: "Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.",
};

describe("errorMessage", () => {
  it("translates an error key in English and German", () => {
    expect(errorMessage("en", "invalidLoginData")).toBe("Invalid login data");
    expect(errorMessage("de", "wrongCurrentPassword")).toBe("Das aktuelle Passwort ist nicht korrekt.");
    expect(errorMessage("en", "wrongCurrentPassword")).toBe("The current password is not correct.");
  });

  it("fills a key's parameters", () => {
    expect(errorMessage("en", "tooManyRequests", { seconds: 30 })).toBe(
      "Too many attempts. Please wait 30 seconds and try again.",
    );
    expect(errorMessage("de", "tooManyRequests", { seconds: 1 })).toBe(
      "Zu viele Versuche. Bitte warten Sie 1 Sekunde und versuchen Sie es erneut.",
    );
    expect(errorMessage("de", "basketNotEnoughStock", { stock: 1200 })).toBe(
      "Nicht genug auf Lager. Verfügbar: 1.200.",
    );
  });

  it("takes a whole catalogue key as well (the flash notice's)", () => {
    expect(errorMessage("en", "errors.csrfTokenMismatch")).toBe("Your session has expired. Please log in again.");
    expect(errorMessage("en", "validation.emailRequired")).toBe("Email is required.");
  });

  it("falls back to the generic error text for a key the catalogue lacks, never the key", () => {
    expect(errorMessage("en", "notYetCataloguedKey")).toBe(GENERIC.en);
    expect(errorMessage("de", "notYetCataloguedKey")).toBe(GENERIC.de);
    expect(errorMessage("en", "errors.toString")).toBe(GENERIC.en);
    expect(errorMessage("en", "validation")).toBe(GENERIC.en);
    expect(errorMessage("en", "")).toBe(GENERIC.en);
  });
});

describe("fieldErrorMessage", () => {
  it("translates a field key that carries its values", () => {
    expect(fieldErrorMessage("en", messageKey("validation.maxLength", { max: 500 }))).toBe(
      "Enter a maximum of 500 characters.",
    );
    expect(fieldErrorMessage("de", "validation.maxLength?max=100")).toBe("Geben Sie maximal 100 Zeichen ein.");
    expect(fieldErrorMessage("en", "validation.emailRequired")).toBe("Email is required.");
    expect(fieldErrorMessage("de", "validation.emailRequired")).toBe("E-Mail ist erforderlich.");
  });

  it("translates an error's key given for a field", () => {
    expect(fieldErrorMessage("en", "errors.countryNotFound")).toBe(
      "This country does not exist or we do not deliver there.",
    );
  });

  it("falls back to the generic invalid text beside a field", () => {
    expect(fieldErrorMessage("en", "no.such.key")).toBe("This value is not valid.");
    expect(fieldErrorMessage("de", "validation.doesNotExist?max=3")).toBe("Dieser Wert ist ungültig.");
    expect(fieldErrorMessage("en", "hello")).toBe("This value is not valid.");
  });
});
