import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { errorMessageFor } from "./api-error-message.ts";

const GENERIC = "Something went wrong. Please try again later.";

function apiError(error: Record<string, unknown> | undefined, extra: { locale?: string; retryAfter?: number } = {}) {
  return new ApiError({
    status: typeof error?.code === "number" ? error.code : 500,
    statusText: "",
    url: "/api/doLogin",
    verb: "POST",
    locale: extra.locale ?? "en",
    body: error ? { error } : undefined,
    retryAfter: extra.retryAfter,
    cause: undefined,
  });
}

describe("errorMessageFor", () => {
  it("shows the generic text for anything that is not an ApiError", () => {
    expect(errorMessageFor(new TypeError("x is undefined"), "en")).toBe(GENERIC);
    expect(errorMessageFor("boom", "en")).toBe(GENERIC);
    expect(errorMessageFor(undefined, "en")).toBe(GENERIC);
  });

  it("shows the generic text for unknownError, whatever the server said", () => {
    expect(errorMessageFor(apiError({ key: "unknownError", code: 500, message: "stack trace" }), "en")).toBe(GENERIC);
    expect(errorMessageFor(apiError(undefined), "en")).toBe(GENERIC);
  });

  it("shows the raw message for customError (also when only a message came)", () => {
    expect(errorMessageFor(apiError({ key: "customError", code: 400, message: "Only 3 left" }), "en")).toBe(
      "Only 3 left",
    );
    expect(errorMessageFor(apiError({ code: 409, message: "Out of stock" }), "en")).toBe("Out of stock");
    expect(errorMessageFor(apiError({ key: "customError", code: 400 }), "en")).toBe(GENERIC);
  });

  it("prefers the server's message when it was written in the locale shown", () => {
    const error = apiError({ key: "invalidLoginData", code: 401, message: "Ungültige Anmeldedaten" }, { locale: "de" });
    expect(errorMessageFor(error, "de")).toBe("Ungültige Anmeldedaten");
  });

  it("translates the key when the server answered in another locale", () => {
    const error = apiError({ key: "invalidLoginData", code: 401, message: "Ungültige Anmeldedaten" }, { locale: "de" });
    expect(errorMessageFor(error, "en")).toBe("Invalid login data");
  });

  it("translates the key when the server sent no message", () => {
    expect(errorMessageFor(apiError({ key: "userBlocked", code: 403 }), "en")).toBe("User is blocked");
  });

  it("keeps the seconds of tooManyRequests: the server's text, else Retry-After fills {seconds}", () => {
    const sameLocale = apiError({
      key: "tooManyRequests",
      code: 429,
      message: "Too many attempts. Please wait 42 seconds and try again.",
    });
    expect(errorMessageFor(sameLocale, "en")).toBe("Too many attempts. Please wait 42 seconds and try again.");
    const otherLocale = apiError(
      { key: "tooManyRequests", code: 429, message: "Zu viele Versuche." },
      { locale: "de", retryAfter: 30 },
    );
    expect(errorMessageFor(otherLocale, "en")).toBe("Too many attempts. Please wait 30 seconds and try again.");
  });

  it("falls back to the raw message for a key the catalogue lacks, else to the generic text", () => {
    const withMessage = apiError(
      {
        key: "notYetCataloguedKey",
        code: 400,
        message: "Der Gutschein ist abgelaufen.",
      },
      { locale: "de" },
    );
    expect(errorMessageFor(withMessage, "en")).toBe("Der Gutschein ist abgelaufen.");
    expect(errorMessageFor(apiError({ key: "notYetCataloguedKey", code: 400 }), "en")).toBe(GENERIC);
  });

  it("passes the values it knows: Retry-After gives {seconds}", () => {
    const error = apiError({ key: "tooManyRequests", code: 429 }, { retryAfter: 5 });
    expect(errorMessageFor(error, "en")).toBe("Too many attempts. Please wait 5 seconds and try again.");
    expect(errorMessageFor(error, "de")).toBe(
      "Zu viele Versuche. Bitte warten Sie 5 Sekunden und versuchen Sie es erneut.",
    );
    expect(errorMessageFor(new Error("x"), "de")).toBe(
      "Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.",
    );
  });
});
