import { describe, expect, it } from "vitest";
import { valueAt, withValue } from "./content-path.ts";

describe("valueAt", () => {
  it("reads nested fields and array entries, undefined for anything missing", () => {
    const source = { text: { title: "Hi" }, list: [{ a: 1 }] };
    expect(valueAt(source, ["text", "title"])).toBe("Hi");
    expect(valueAt(source, ["list", 0, "a"])).toBe(1);
    expect(valueAt(source, ["button", "label"])).toBeUndefined();
    expect(valueAt(undefined, ["x"])).toBeUndefined();
    expect(valueAt(source, [])).toBe(source);
  });
});

describe("withValue", () => {
  it("sets a nested field in a copy and leaves the input untouched", () => {
    const source = { text: { title: "Hi", color: "#fff" } };
    const next = withValue(source, ["text", "title"], "Hello");
    expect(next).toEqual({ text: { title: "Hello", color: "#fff" } });
    expect(source).toEqual({ text: { title: "Hi", color: "#fff" } });
    expect(next.text).not.toBe(source.text);
  });

  it("creates the objects on the way", () => {
    expect(withValue({}, ["button", "link"], "/sale")).toEqual({ button: { link: "/sale" } });
    expect(withValue(undefined, ["a"], 1)).toEqual({ a: 1 });
  });

  it("keeps false and 0, which are values", () => {
    expect(withValue({}, ["input", "displayNameInput"], false)).toEqual({ input: { displayNameInput: false } });
    expect(withValue({}, ["image", "brightness"], 0)).toEqual({ image: { brightness: 0 } });
  });

  it("removes a field set to '' or undefined, and an object that is left empty", () => {
    expect(withValue({ text: { title: "Hi", color: "#fff" } }, ["text", "title"], "")).toEqual({
      text: { color: "#fff" },
    });
    expect(withValue({ text: { title: "Hi" }, button: { label: "Go" } }, ["text", "title"], undefined)).toEqual({
      button: { label: "Go" },
    });
    expect(withValue({ text: { title: "Hi" } }, ["text", "title"], "")).toEqual({});
  });

  it("replaces an array entry in a copy of the array", () => {
    const source = [{ a: 1 }, { a: 2 }];
    const next = withValue(source, [1, "a"], 3);
    expect(next).toEqual([{ a: 1 }, { a: 3 }]);
    expect(source[1]).toEqual({ a: 2 });
  });
});
