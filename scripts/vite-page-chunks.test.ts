import { expect, test } from "vitest";
import { pageChunkUrls, type ViteManifest } from "./vite-page-chunks.ts";

const manifest: ViteManifest = {
  "app/entry.client.tsx": { file: "assets/entry.js", isEntry: true, imports: ["_react.js"] },
  "app/root.tsx?__react-router-build-client-route": { file: "assets/root.js", isEntry: true, imports: ["_i18n.js"] },
  "app/routes/catch-all.tsx?__react-router-build-client-route": { file: "assets/catch-all.js", isEntry: true },
  "app/routes/tag.tsx?__react-router-build-client-route": { file: "assets/tag.js", imports: ["_listing.js"] },
  "app/routes/product.tsx": { file: "assets/product.js", imports: ["_i18n.js", "_aria.js"] },
  "app/routes/category.tsx": { file: "assets/category.js", imports: ["_listing.js", "_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_i18n.js": { file: "assets/i18n.js", imports: ["_react.js"] },
  "_aria.js": { file: "assets/aria.js", imports: ["_react.js"] },
  "_listing.js": { file: "assets/listing.js" },
};

test("a page chunk brings its static imports, less what the entry and the given routes load", () => {
  const urls = pageChunkUrls(
    manifest,
    { product: "app/routes/product.tsx", category: "app/routes/category.tsx" },
    ["app/root.tsx", "app/routes/catch-all.tsx"],
    "/",
  );
  // The tag route's import of the listing does not count: a category page does not load the tag route.
  expect(urls).toEqual({
    product: ["/assets/product.js", "/assets/aria.js"],
    category: ["/assets/category.js", "/assets/listing.js"],
  });
});

test("a source that is no chunk of the client build fails the build", () => {
  expect(() => pageChunkUrls(manifest, { product: "app/routes/gone.tsx" }, [], "/")).toThrow(/gone\.tsx/);
});
