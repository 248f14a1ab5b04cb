import { describe, expect, it } from "vitest";
import { LOCALES } from "../constants.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { SERVER_ONLY_TEXTS } from "./server-only-texts.ts";
import { partOfKey, partOfNamespace, pickPart, TEXT_PART_NAMES, TEXT_PARTS } from "./text-parts.ts";

const namespaces = Object.keys(en);

describe("the browser's catalogue parts (ADR 029)", () => {
  it("name namespaces of the catalogue, each in one part, none of them server-only", () => {
    const named = TEXT_PART_NAMES.flatMap((part) => [...TEXT_PARTS[part]]);
    expect(named.filter((namespace) => !namespaces.includes(namespace))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    expect(named.filter((namespace) => (SERVER_ONLY_TEXTS as readonly string[]).includes(namespace))).toEqual([]);
  });

  it.each(LOCALES)("hold every namespace of the %s catalogue once: the core and the parts", async (locale) => {
    const catalogue = { de, en }[locale];
    const seen: string[] = [];
    for (const part of ["core", ...TEXT_PART_NAMES] as const) {
      const { texts } = (await import(`./parts/${locale}-${part}.ts`)) as { texts: object };
      expect(texts).toEqual(pickPart(catalogue, part));
      for (const namespace of Object.keys(texts)) {
        expect(partOfNamespace(namespace) ?? "core").toBe(part);
        seen.push(namespace);
      }
    }
    expect(seen.sort()).toEqual(Object.keys(catalogue).sort());
  });

  it("tell the part of a key, the core for a namespace in none", () => {
    expect(partOfKey("auth.loggedIn")).toBe("auth");
    expect(partOfKey("reviews.title")).toBe("product");
    expect(partOfKey("errors.csrfTokenMismatch")).toBeUndefined();
  });
});
