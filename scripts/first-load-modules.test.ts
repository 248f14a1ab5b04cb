import { expect, test } from "vitest";
import { sourceName } from "./first-load-modules.ts";

test("a module counts as its package, or as its path in the repository", () => {
  expect(sourceName("/repo/node_modules/react-dom/cjs/react-dom-client.production.js", "/repo")).toBe("npm:react-dom");
  expect(sourceName("/repo/node_modules/@formatjs/fast-memoize/lib/index.js", "/repo")).toBe(
    "npm:@formatjs/fast-memoize",
  );
  expect(sourceName("/repo/app/features/layout/header.tsx", "/repo")).toBe("app/features/layout/header.tsx");
});
