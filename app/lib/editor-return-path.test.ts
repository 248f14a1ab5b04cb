import { describe, expect, it } from "vitest";
import { editorReturnPath, isEditorLoginPath } from "./editor-return-path.ts";
import { safeRedirectPath } from "./locale-path.ts";

const origin = "https://shop.example";
const back = (requested: string | null, referer: string | null = null) =>
  editorReturnPath({ requested, referer, origin, fallback: "/en" });

describe("safeRedirectPath", () => {
  it("keeps paths of this site with their query", () => {
    expect(safeRedirectPath("/wohnen?page=2", "/")).toBe("/wohnen?page=2");
    expect(safeRedirectPath("/en/my-account", "/")).toBe("/en/my-account");
  });

  it("refuses everything that could lead a browser to another site", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/x\u0000",
      "javascript:alert(1)",
      "evil.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value, "/fallback"), JSON.stringify(value)).toBe("/fallback");
    }
  });
});

describe("isEditorLoginPath", () => {
  it("recognises the login page in every locale form, with or without a query", () => {
    for (const path of ["/editor/login", "/de/editor/login", "/en/editor/login/", "/en/editor/login?redirect=/x"]) {
      expect(isEditorLoginPath(path), path).toBe(true);
    }
    for (const path of ["/editor/logout", "/en/editor", "/fr/editor/login", "/editor/login/extra"]) {
      expect(isEditorLoginPath(path), path).toBe(false);
    }
  });
});

describe("editorReturnPath", () => {
  it("prefers the requested page", () => {
    expect(back("/en/living?page=2", `${origin}/en/kitchen`)).toBe("/en/living?page=2");
  });

  it("falls back to the page the operator came from on this shop", () => {
    expect(back(null, `${origin}/en/kitchen?sort=price`)).toBe("/en/kitchen?sort=price");
    expect(back("//evil.example", `${origin}/en/kitchen`)).toBe("/en/kitchen");
  });

  it("ignores a referer from another site or one that is not a URL", () => {
    expect(back(null, "https://evil.example/en/kitchen")).toBe("/en");
    expect(back(null, "http://shop.example/en/kitchen")).toBe("/en");
    expect(back(null, "not a url")).toBe("/en");
  });

  it("never returns to the login page itself", () => {
    expect(back("/en/editor/login", `${origin}/editor/login?redirect=/x`)).toBe("/en");
    expect(back("/en/editor/login?redirect=%2Fen", `${origin}/en/living`)).toBe("/en/living");
  });
});
