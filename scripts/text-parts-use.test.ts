import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes.ts";
import { PAGE_VIEW_TEXTS } from "../app/routes/catch-all-views.ts";
import { en } from "../common/i18n/en.ts";
import type { TextPart } from "../common/i18n/text-parts.ts";
import { handleParts, importsOf, textViolations, type SourceFiles } from "./text-parts-use.ts";

const root = path.resolve(import.meta.dirname, "..");
const sources: SourceFiles = {
  root,
  read(file) {
    try {
      return readFileSync(path.join(root, file), "utf8");
    } catch {
      return undefined;
    }
  },
};
const namespaces = Object.keys(en);

/** Every route module with a page component, with the parts its route and the layouts around it name. */
function routeEntries(entries: RouteConfigEntry[], parts: TextPart[]): { file: string; parts: TextPart[] }[] {
  return entries.flatMap((entry) => {
    const file = `app/${entry.file}`;
    const source = sources.read(file) ?? "";
    const own = [...new Set([...parts, ...handleParts(source)])];
    // A route without a page component (an action, a redirect) formats texts on the server only.
    const page = /^export default /m.test(source) ? [{ file, parts: own }] : [];
    return [...page, ...routeEntries(entry.children ?? [], own)];
  });
}

describe("the browser's catalogue parts (common/i18n/text-parts.ts, ADR 029)", () => {
  it("are loaded wherever a module names one of their texts", () => {
    const entries = [
      { file: "app/entry.client.tsx", parts: [] },
      { file: "app/root.tsx", parts: [] },
      ...routeEntries(routes, []),
    ];
    const violations = textViolations(sources, entries, namespaces).map(
      ({ file, namespace, part, via }) =>
        `${file} names ${namespace} texts (part ${part}), imported by ${via.join(" < ")}`,
    );
    expect(violations).toEqual([]);
  });

  it("of a catch-all page kind are the ones its chunk loads and the server preloads", () => {
    const file = "app/routes/catch-all-views.ts";
    const edges = importsOf(file, sources.read(file) ?? "");
    for (const [kind, parts] of Object.entries(PAGE_VIEW_TEXTS)) {
      expect(edges.find((edge) => edge.target === `app/routes/catch-all-${kind}.tsx`)?.parts, kind).toEqual(parts);
    }
  });
});

describe("textViolations", () => {
  const fake = (files: Record<string, string>): SourceFiles => ({ root: "", read: (file) => files[file] });

  it("reports a text of a part that the route does not load, also through static imports", () => {
    const files = fake({
      "app/routes/a.tsx": 'import { Summary } from "~/features/x/summary.tsx";\nexport default 1;',
      "app/features/x/summary.tsx": 'export const Summary = () => t("checkout.title");',
    });
    expect(textViolations(files, [{ file: "app/routes/a.tsx", parts: [] }], namespaces)).toEqual([
      {
        file: "app/features/x/summary.tsx",
        namespace: "checkout",
        part: "buying",
        from: "app/routes/a.tsx",
        via: ["app/routes/a.tsx"],
      },
    ]);
    expect(textViolations(files, [{ file: "app/routes/a.tsx", parts: ["buying"] }], namespaces)).toEqual([]);
  });

  it("counts the parts a lazy import loads with its chunk, and only there", () => {
    const files = fake({
      "app/a.tsx": [
        'const open = withTexts(["product"], () => import("./dialog.tsx"));',
        'const other = () => import("./other.tsx");',
      ].join("\n"),
      "app/dialog.tsx": "t(`product.${key}`)",
      "app/other.tsx": 't("reviews.title")',
    });
    expect(importsOf("app/a.tsx", files.read("app/a.tsx") ?? "")).toEqual([
      { target: "app/dialog.tsx", parts: ["product"] },
      { target: "app/other.tsx", parts: [] },
    ]);
    expect(textViolations(files, [{ file: "app/a.tsx", parts: [] }], namespaces)).toEqual([
      { file: "app/other.tsx", namespace: "reviews", part: "product", from: "app/a.tsx", via: ["app/a.tsx"] },
    ]);
  });

  it("reads a route's parts from its handle", () => {
    expect(handleParts('export const handle = { texts: ["buying", "account"] } satisfies TextsHandle;')).toEqual([
      "buying",
      "account",
    ]);
    expect(handleParts("export default function Page() {}")).toEqual([]);
  });
});
