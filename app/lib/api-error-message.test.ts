import { describe, expect, it, vi } from "vitest";
import { hasMessage, translatorFor } from "#common/i18n/translator.ts";
import { ApiError } from "./api-client.ts";
import { errorMessageFor } from "./api-error-message.ts";

const t = translatorFor("en");
const has = (key: string) => hasMessage("en", key);
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
    expect(errorMessageFor(new TypeError("x is undefined"), t, has)).toBe(GENERIC);
    expect(errorMessageFor("boom", t, has)).toBe(GENERIC);
    expect(errorMessageFor(undefined, t, has)).toBe(GENERIC);
  });

  it("shows the generic text for unknownError, whatever the server said", () => {
    expect(errorMessageFor(apiError({ key: "unknownError", code: 500, message: "stack trace" }), t, has)).toBe(GENERIC);
    expect(errorMessageFor(apiError(undefined), t, has)).toBe(GENERIC);
  });

  it("shows the raw message for customError (also when only a message came)", () => {
    expect(errorMessageFor(apiError({ key: "customError", code: 400, message: "Only 3 left" }), t, has)).toBe(
      "Only 3 left",
    );
    expect(errorMessageFor(apiError({ code: 409, message: "Out of stock" }), t, has)).toBe("Out of stock");
    expect(errorMessageFor(apiError({ key: "customError", code: 400 }), t, has)).toBe(GENERIC);
  });

  it("prefers the server's message when it was written in the locale shown", () => {
    const error = apiError({ key: "invalidLoginData", code: 401, message: "Ungültige Anmeldedaten" }, { locale: "de" });
    expect(errorMessageFor(error, t, has)).toBe("Ungültige Anmeldedaten");
    expect(errorMessageFor(error, t, has, "de")).toBe("Ungültige Anmeldedaten");
  });

  it("translates the key when the server answered in another locale", () => {
    const error = apiError({ key: "invalidLoginData", code: 401, message: "Ungültige Anmeldedaten" }, { locale: "de" });
    expect(errorMessageFor(error, t, has, "en")).toBe("Invalid login data");
  });

  it("translates the key when the server sent no message", () => {
    expect(errorMessageFor(apiError({ key: "userBlocked", code: 403 }), t, has)).toBe("User is blocked");
  });

  it("keeps the seconds of tooManyRequests: the server's text, else Retry-After fills {seconds}", () => {
    const sameLocale = apiError({
      key: "tooManyRequests",
      code: 429,
      message: "Too many attempts. Please wait 42 seconds and try again.",
    });
    expect(errorMessageFor(sameLocale, t, has, "en")).toBe("Too many attempts. Please wait 42 seconds and try again.");
    const otherLocale = apiError(
      { key: "tooManyRequests", code: 429, message: "Zu viele Versuche." },
      { locale: "de", retryAfter: 30 },
    );
    expect(errorMessageFor(otherLocale, t, has, "en")).toBe("Too many attempts. Please wait 30 seconds and try again.");
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
    expect(errorMessageFor(withMessage, t, has, "en")).toBe("Der Gutschein ist abgelaufen.");
    expect(errorMessageFor(apiError({ key: "notYetCataloguedKey", code: 400 }), t, has)).toBe(GENERIC);
  });

  it("works with a plain translate function and passes the known values", () => {
    const plain = vi.fn(
      (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values ?? {})}`,
    );
    const error = apiError({ key: "tooManyRequests", code: 429 }, { retryAfter: 5 });
    expect(errorMessageFor(error, plain, (key) => key === "errors.tooManyRequests")).toBe(
      'errors.tooManyRequests {"seconds":5}',
    );
    expect(errorMessageFor(new Error("x"), plain, () => true)).toBe("errors.unknownError {}");
  });
});
