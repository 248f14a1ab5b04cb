import { describe, expect, it } from "vitest";
import {
  findPage,
  flattenPages,
  isHomepage,
  pageHref,
  pageName,
  splitSections,
  type PageNode,
} from "./page-tree-model.ts";

function node(
  id: number,
  type: "content" | "item",
  name: string,
  urlPath: string,
  children: PageNode[] = [],
): PageNode {
  return {
    id,
    parentCategoryId: null,
    type,
    right: "all",
    sitemap: "Y",
    linklist: "Y",
    itemCount: 0,
    childCount: children.length,
    details: [
      {
        lang: "de",
        name,
        nameUrl: urlPath.split("/").at(-1) ?? "",
        urlPath,
        metaTitle: "",
        metaDescription: "",
        metaKeywords: "",
        metaRobots: "ALL",
        canonicalLink: "",
      },
    ],
    children,
  };
}

const sofas = node(12, "item", "Sofas & Sessel", "wohnen/moebel/sofas-sessel");
const furniture = node(11, "item", "Möbel", "wohnen/moebel", [sofas]);
const living = node(10, "item", "Wohnen", "wohnen", [furniture]);
const sale = node(40, "content", "Summer Sale", "summer-sale");
const home = node(1, "content", "Homepage", "", [sale]);
const about = node(41, "content", "Über uns", "ueber-uns");

describe("page tree model", () => {
  it("knows the Homepage by its id", () => {
    expect(isHomepage(home)).toBe(true);
    expect(isHomepage(living)).toBe(false);
  });

  it("builds links with the locale prefix; the Homepage is the locale's root", () => {
    expect(pageHref("", sofas)).toBe("/wohnen/moebel/sofas-sessel");
    expect(pageHref("/en", sofas)).toBe("/en/wohnen/moebel/sofas-sessel");
    expect(pageHref("", home)).toBe("/");
    expect(pageHref("/en", home)).toBe("/en");
    expect(pageHref("/de", sale)).toBe("/de/summer-sale");
  });

  it("names a page by its first details entry, else by its id", () => {
    expect(pageName(living)).toBe("Wohnen");
    expect(pageName({ ...living, details: [] })).toBe("#10");
  });

  it("splits the top level into content pages and item categories", () => {
    const sections = splitSections([living, home, about]);
    expect(sections.content.map((page) => page.id)).toEqual([1, 41]);
    expect(sections.item.map((page) => page.id)).toEqual([10]);
  });

  it("flattens depth first with the Homepage first", () => {
    const flat = flattenPages([living, about, home], "/en");
    expect(flat.map((page) => [page.id, page.depth])).toEqual([
      [1, 0],
      [40, 1],
      [10, 0],
      [11, 1],
      [12, 2],
      [41, 0],
    ]);
    expect(flat[0]).toMatchObject({ name: "Homepage", href: "/en", isHomepage: true });
  });

  it("finds a page at any depth", () => {
    expect(findPage([living, home], 12)?.details[0]?.name).toBe("Sofas & Sessel");
    expect(findPage([living, home], 99)).toBeNull();
  });
});
