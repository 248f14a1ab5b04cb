import { describe, expect, it } from "vitest";
import {
  ADDRESS_TYPE,
  DEFAULT_LOCALE,
  HEADER,
  LANGUAGE_CODES,
  LOCALE_TAGS,
  LOCALES,
  PASSWORD_MIN_LENGTH,
  RETRY_STATUSES,
} from "./constants.ts";
import { ERROR_KEYS, isErrorKey } from "./errors.ts";

describe("constants of the specification", () => {
  it("name the 26 language codes, each once, in alphabetical order", () => {
    expect(LANGUAGE_CODES).toHaveLength(26);
    expect(new Set(LANGUAGE_CODES).size).toBe(26);
    expect([...LANGUAGE_CODES].sort()).toEqual([...LANGUAGE_CODES]);
    for (const code of LANGUAGE_CODES) expect(code).toMatch(/^[a-z]{2}$/);
    expect(LANGUAGE_CODES).toEqual([
      "bg",
      "cn",
      "cz",
      "de",
      "dk",
      "ee",
      "en",
      "es",
      "fi",
      "fr",
      "hr",
      "hu",
      "ie",
      "it",
      "lt",
      "lv",
      "nl",
      "no",
      "pl",
      "pt",
      "ro",
      "ru",
      "se",
      "sk",
      "tr",
      "vn",
    ]);
  });

  it("have message texts for German and English only, German first and default", () => {
    expect(LOCALES).toEqual(["de", "en"]);
    expect(DEFAULT_LOCALE).toBe("de");
    for (const locale of LOCALES) expect(LANGUAGE_CODES).toContain(locale);
    expect(Object.keys(LOCALE_TAGS).sort()).toEqual([...LOCALES].sort());
  });

  it("retry GET only on the listed statuses", () => {
    expect([...RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it("number the address kinds billing 1 and shipping 2", () => {
    expect(ADDRESS_TYPE).toEqual({ billing: 1, shipping: 2 });
  });

  it("send the transport headers in lower case", () => {
    for (const name of Object.values(HEADER)) expect(name).toBe(name.toLowerCase());
    expect(HEADER.csrf).toBe("x-csrf-token");
  });

  it("ask passwords of at least 8 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it("keep the error keys unique and recognisable", () => {
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
    expect(isErrorKey("invalidLoginData")).toBe(true);
    expect(isErrorKey("somethingElse")).toBe(false);
    expect(isErrorKey(undefined)).toBe(false);
  });
});
