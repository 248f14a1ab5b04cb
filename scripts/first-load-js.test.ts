import { expect, test } from "vitest";
import { firstLoadFiles, type RouteManifest } from "./first-load-js.ts";

const manifest: RouteManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js", "/assets/i18n.js"] },
    "layouts/default": { id: "layouts/default", parentId: "root", module: "/assets/default.js" },
    home: { id: "home", parentId: "layouts/default", index: true, module: "/assets/home.js" },
    "en:home": { id: "en:home", parentId: "layouts/default", path: "en", module: "/assets/home.js" },
    wishlist: { id: "wishlist", parentId: "root", path: "wishlist", module: "/assets/w.js", hasDefaultExport: false },
    "routes/catch-all": {
      id: "routes/catch-all",
      parentId: "root",
      path: "*",
      module: "/assets/catch-all.js",
      imports: ["/assets/aria.js"],
    },
  },
};

test("a page loads the entry, its matched routes and their chunks, each file once", () => {
  expect(firstLoadFiles(manifest, "home", "/en")).toEqual({
    type: "home",
    path: "/en",
    routeIds: ["root", "layouts/default", "en:home"],
    files: [
      "/assets/default.js",
      "/assets/entry.js",
      "/assets/home.js",
      "/assets/i18n.js",
      "/assets/react.js",
      "/assets/root.js",
    ],
  });
  expect(firstLoadFiles(manifest, "category", "/wohnen")?.files).toContain("/assets/aria.js");
});

test("a page type without its own page in the build is reported as missing", () => {
  // Only the catch-all matches /search: the search page is not built yet.
  expect(firstLoadFiles(manifest, "search", "/search")).toBeNull();
  // The wishlist route has an action but no page component.
  expect(firstLoadFiles(manifest, "wishlist", "/wishlist")).toBeNull();
});

test("category and product pages add their own page chunk, each only its own", () => {
  const pageChunks = { category: ["/assets/listing.js"], product: ["/assets/product.js", "/assets/aria.js"] };
  const category = firstLoadFiles(manifest, "category", "/wohnen", pageChunks)?.files;
  const product = firstLoadFiles(manifest, "product", "/tisch_1012", pageChunks)?.files;
  expect(category).toContain("/assets/listing.js");
  expect(category).not.toContain("/assets/product.js");
  expect(product).toContain("/assets/product.js");
  expect(product).not.toContain("/assets/listing.js");
  expect(product?.filter((file) => file === "/assets/aria.js")).toHaveLength(1);
  // A page of its own never gets a catch-all page chunk.
  expect(firstLoadFiles(manifest, "home", "/en", pageChunks)?.files).not.toContain("/assets/listing.js");
});

test("a page adds the core texts of its language, never the other one, and only its own parts", () => {
  const pageChunks = {
    "texts-de-core": ["/assets/de-core.js"],
    "texts-en-core": ["/assets/en-core.js"],
    "texts-de-product": ["/assets/de-product.js"],
    "texts-de-buying": ["/assets/de-buying.js"],
  };
  const german = firstLoadFiles(manifest, "home", "/", pageChunks)?.files;
  const english = firstLoadFiles(manifest, "home", "/en", pageChunks)?.files;
  expect(german).toContain("/assets/de-core.js");
  expect(german).not.toContain("/assets/en-core.js");
  expect(german).not.toContain("/assets/de-product.js");
  expect(english).toContain("/assets/en-core.js");
  expect(english).not.toContain("/assets/de-core.js");
  const product = firstLoadFiles(manifest, "product", "/tisch_1012", pageChunks)?.files;
  expect(product).toContain("/assets/de-product.js");
  expect(product).not.toContain("/assets/de-buying.js");
});
