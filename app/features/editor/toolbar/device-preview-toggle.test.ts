import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { applyDevicePreview, DEVICE_PREVIEW_ATTRIBUTE, DEVICE_PREVIEW_WIDTHS_PX } from "./device-preview-toggle.tsx";

describe("device preview", () => {
  test("mobile 375 px, tablet 768 px, full width (issue 5 section 2)", () => {
    expect(DEVICE_PREVIEW_WIDTHS_PX).toEqual({ mobile: 375, tablet: 768, full: null });
  });

  test("app.css hides the page itself while the preview frame shows it", () => {
    const css = readFileSync(path.join(import.meta.dirname, "../../../app.css"), "utf8");
    expect(css).toMatch(
      new RegExp(`body\\[${DEVICE_PREVIEW_ATTRIBUTE}\\] \\[data-page-frame\\] \\{\\s*display: none;`),
    );
  });

  test("the body carries the preview; full width removes it", () => {
    const attributes = new Map<string, string>();
    const body = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    } as unknown as HTMLElement;
    applyDevicePreview("tablet", body);
    expect(attributes.get(DEVICE_PREVIEW_ATTRIBUTE)).toBe("tablet");
    applyDevicePreview("mobile", body);
    expect(attributes.get(DEVICE_PREVIEW_ATTRIBUTE)).toBe("mobile");
    applyDevicePreview("full", body);
    expect(attributes.has(DEVICE_PREVIEW_ATTRIBUTE)).toBe(false);
  });
});
