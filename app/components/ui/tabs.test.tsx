import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { tabAfterKey, Tabs } from "./tabs.tsx";

const TABS = [
  { id: "one", label: "One", panel: <p>First panel</p> },
  { id: "two", label: "Two", panel: <p>Second panel</p> },
  { id: "three", label: "Three", panel: <p>Third panel</p> },
];

describe("Tabs", () => {
  it("renders the WAI-ARIA tabs pattern with the first tab selected and every panel in the HTML", () => {
    const html = renderToStaticMarkup(<Tabs label="Details" tabs={TABS} />);
    expect(tagsWith(html, 'role="tablist"')[0]).toContain('aria-label="Details"');
    const tabs = tagsWith(html, 'role="tab"');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toMatch(/aria-selected="true"/);
    expect(tabs[0]).toMatch(/tabindex="0"/);
    for (const tab of tabs.slice(1)) {
      expect(tab).toMatch(/aria-selected="false"/);
      expect(tab).toMatch(/tabindex="-1"/);
    }
    const panels = tagsWith(html, 'role="tabpanel"');
    expect(panels).toHaveLength(3);
    panels.forEach((panel, index) => {
      const tabId = /id="([^"]+)"/.exec(tabs[index] ?? "")?.[1];
      const panelId = /id="([^"]+)"/.exec(panel)?.[1];
      expect(panel).toContain(`aria-labelledby="${tabId}"`);
      expect(tabs[index]).toContain(`aria-controls="${panelId}"`);
    });
    // Unselected panels are hidden by CSS, and shown when the page has no JavaScript.
    expect(panels[0]).not.toMatch(/class="[^"]*\bhidden\b/);
    expect(panels[1]).toMatch(/class="[^"]*\bhidden noscript:block\b/);
    expect(html).toContain("First panel");
    expect(html).toContain("Third panel");
  });

  it("moves between tabs with the arrow keys (wrapping), Home and End", () => {
    expect(tabAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabAfterKey("Home", 2, 3)).toBe(0);
    expect(tabAfterKey("End", 0, 3)).toBe(2);
    expect(tabAfterKey("ArrowDown", 1, 3)).toBeNull();
    expect(tabAfterKey("Enter", 1, 3)).toBeNull();
  });
});

/** The opening tags of the rendered HTML that carry an attribute. */
function tagsWith(html: string, attribute: string): string[] {
  return [...html.matchAll(/<[a-z0-9]+\b[^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(attribute));
}
