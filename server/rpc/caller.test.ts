import { describe, expect, it } from "vitest";
import { z } from "zod";
import { operations } from "../operations/registry.ts";
import { findOperation, translateFieldKeys } from "./caller.ts";
import { fieldKeys } from "../errors.ts";

describe("findOperation", () => {
  it("finds registered operations by name", () => {
    expect(findOperation(operations, "getSession")?.name).toBe("getSession");
    expect(findOperation(operations, "doLogin")?.kind).toBe("mutation");
  });

  it("does not treat prototype members as operations", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", ""]) {
      expect(findOperation(operations, name)).toBeUndefined();
    }
  });
});

describe("fieldKeys", () => {
  const schema = z.strictObject({
    email: z.string({ error: "validation.emailRequired" }),
    nested: z.strictObject({ count: z.number({ error: "validation.wholeNumber" }) }).optional(),
    age: z.number().min(18),
  });

  function keysFor(value: unknown): Record<string, string> {
    const result = schema.safeParse(value);
    if (result.success) throw new Error("expected a validation failure");
    return fieldKeys(result.error);
  }

  it("reports the catalogue key per field path and validation.invalid for zod's own messages", () => {
    expect(keysFor({ nested: { count: "x" }, age: 3 })).toEqual({
      email: "validation.emailRequired",
      "nested.count": "validation.wholeNumber",
      age: "validation.invalid",
    });
  });

  it("names each unexpected field, also nested ones", () => {
    expect(keysFor({ email: "a", age: 20, isAdmin: true, nested: { count: 1, extra: 2 } })).toEqual({
      isAdmin: "validation.unexpectedField",
      "nested.extra": "validation.unexpectedField",
    });
  });

  it("puts problems of the whole payload under _", () => {
    const result = schema.safeParse("not an object");
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldKeys(result.error)).toEqual({ _: "validation.invalid" });
  });
});

describe("translateFieldKeys", () => {
  it("translates known keys and falls back to the generic message for others", () => {
    expect(
      translateFieldKeys({ email: "validation.emailRequired", other: "validation.doesNotExist", raw: "hello" }, "en"),
    ).toEqual({ email: "Email is required.", other: "This value is not valid.", raw: "This value is not valid." });
    expect(translateFieldKeys({ email: "validation.emailRequired" }, "de")).toEqual({
      email: "E-Mail ist erforderlich.",
    });
  });
});
