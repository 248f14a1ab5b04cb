import { describe, expect, test } from "vitest";
import { deviceFrameSrc, withoutDeviceFrame } from "~/lib/device-frame.ts";
import { FRAME_NAVIGATE, navigateMessage, pathFromMessage } from "./frame-messages.ts";

const ORIGIN = "https://shop.example";

describe("device preview frame addresses", () => {
  test("the frame is the page with the frame parameter, and the editor drops it again", () => {
    expect(deviceFrameSrc("/en/living?sort=price", "en")).toBe("/en/living?sort=price&device-frame=1");
    expect(deviceFrameSrc("/wohnen", "de")).toBe("/wohnen?device-frame=1");
    // The unprefixed home page would follow the language cookie; the frame names the editor's.
    expect(deviceFrameSrc("/", "de")).toBe("/de?device-frame=1");
    expect(deviceFrameSrc("/?q=1", "en")).toBe("/en?q=1&device-frame=1");
    expect(withoutDeviceFrame("/en/living?device-frame=1&sort=price#top")).toBe("/en/living?sort=price#top");
  });
});

describe("navigation from the frame", () => {
  test("a link of the shop becomes a path for the editor, without the frame parameter", () => {
    expect(navigateMessage(`${ORIGIN}/en/living?device-frame=1`, ORIGIN)).toEqual({
      type: FRAME_NAVIGATE,
      path: "/en/living",
    });
    expect(navigateMessage("/de/suche?q=sofa#results", ORIGIN)?.path).toBe("/de/suche?q=sofa#results");
  });

  test("links to other origins are held, not sent", () => {
    expect(navigateMessage("https://evil.example/phish", ORIGIN)).toBeNull();
    expect(navigateMessage("//evil.example/phish", ORIGIN)).toBeNull();
    expect(navigateMessage("mailto:info@shop.example", ORIGIN)).toBeNull();
    expect(navigateMessage("javascript:alert(1)", ORIGIN)).toBeNull();
  });

  test("the editor accepts only well-formed same-origin messages", () => {
    expect(pathFromMessage({ type: FRAME_NAVIGATE, path: "/en/cart" }, ORIGIN)).toBe("/en/cart");
    expect(pathFromMessage({ type: FRAME_NAVIGATE, path: "//evil.example/" }, ORIGIN)).toBeNull();
    expect(pathFromMessage({ type: FRAME_NAVIGATE, path: "https://evil.example/" }, ORIGIN)).toBeNull();
    expect(pathFromMessage({ type: FRAME_NAVIGATE, path: 42 }, ORIGIN)).toBeNull();
    expect(pathFromMessage({ type: "other", path: "/en" }, ORIGIN)).toBeNull();
    expect(pathFromMessage("/en", ORIGIN)).toBeNull();
    expect(pathFromMessage(null, ORIGIN)).toBeNull();
  });
});
