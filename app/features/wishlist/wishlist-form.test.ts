import { describe, expect, it } from "vitest";
import { pendingWishlistAdd } from "./wishlist-form.tsx";

function sent(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("pendingWishlistAdd", () => {
  it("reads the intent from the submit button's name, whatever the other fields", () => {
    expect(pendingWishlistAdd(sent({ _csrf: "", redirect: "/wohnen", add: "10001" }))).toBe(true);
    expect(pendingWishlistAdd(sent({ _csrf: "", redirect: "/wohnen", remove: "10001", js: "1" }))).toBe(false);
  });

  it("knows nothing while no request is on its way", () => {
    expect(pendingWishlistAdd(undefined)).toBeUndefined();
    expect(pendingWishlistAdd(sent({ redirect: "/wohnen" }))).toBeUndefined();
  });
});
