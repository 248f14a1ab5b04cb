import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { unflattenForm } from "./rpc-transport.ts";

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("unflattenForm", () => {
  it("keeps flat fields", () => {
    expect(
      unflattenForm(
        form([
          ["email", "a@example.com"],
          ["password", "x"],
        ]),
      ),
    ).toEqual({ email: "a@example.com", password: "x" });
  });

  it("rebuilds nested objects from a[b][c] names", () => {
    expect(
      unflattenForm(
        form([
          ["address[street]", "Hauptstr."],
          ["address[city]", "Berlin"],
          ["items[0][id]", "7"],
          ["items[1][id]", "8"],
        ]),
      ),
    ).toEqual({ address: { street: "Hauptstr.", city: "Berlin" }, items: { "0": { id: "7" }, "1": { id: "8" } } });
  });

  it("lets the last of repeated names win and replaces a scalar by an object", () => {
    expect(
      unflattenForm(
        form([
          ["a", "1"],
          ["a", "2"],
        ]),
      ),
    ).toEqual({ a: "2" });
    expect(
      unflattenForm(
        form([
          ["a", "1"],
          ["a[b]", "2"],
        ]),
      ),
    ).toEqual({ a: { b: "2" } });
  });

  it("keeps files as they are", () => {
    const file = new File(["hello"], "hello.txt", { type: "text/plain" });
    const result = unflattenForm(form([["upload", file]]));
    expect(result.upload).toBeInstanceOf(File);
    expect((result.upload as File).name).toBe("hello.txt");
  });

  it.each([
    "__proto__",
    "a[__proto__]",
    "constructor[prototype]",
    "a[b][prototype]",
    "[]",
    "a[b][c][d][e][f][g][h][i]",
  ])("refuses the field name %j", (name) => {
    let caught: unknown;
    try {
      unflattenForm(form([[name, "x"]]));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ key: "invalidData", code: 400 });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("returns a plain object", () => {
    const result = unflattenForm(form([["email", "a@example.com"]]));
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });
});
