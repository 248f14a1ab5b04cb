import { describe, expect, it } from "vitest";
import { CONSENT_REVISION } from "#common/consent.ts";
import { cookieAccepts } from "./consent-cookie.ts";

const cookie = (value: object) => `sid=x; consent=${encodeURIComponent(JSON.stringify(value))}; locale=de`;

describe("reading the visitor's choice from the consent cookie", () => {
  it("accepts a group the current revision's choice names", () => {
    const cookies = cookie({ categories: ["essentials", "functional"], revision: CONSENT_REVISION });
    expect(cookieAccepts("functional", cookies)).toBe(true);
    expect(cookieAccepts("marketing", cookies)).toBe(false);
  });

  it("counts no cookie, a broken one or a choice for an older list as no consent", () => {
    expect(cookieAccepts("functional", "sid=x")).toBe(false);
    expect(cookieAccepts("functional", "consent=%7Bbroken")).toBe(false);
    expect(cookieAccepts("functional", cookie({ categories: ["functional"], revision: CONSENT_REVISION - 1 }))).toBe(
      false,
    );
  });
});
