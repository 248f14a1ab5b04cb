import { describe, expect, test } from "vitest";
import { editFromAnswer, editFromSearch, editSearch, editsBilling } from "./address-editing.ts";

const addresses = [{ id: 5 }, { id: 7 }];
const search = (value: string) => new URLSearchParams(value);

describe("editFromSearch", () => {
  test("the link's search opens that address of this section, or a new one", () => {
    expect(editFromSearch(search(editSearch(1, 7)), 1, addresses)).toBe(7);
    expect(editFromSearch(search(editSearch(2, "new")), 2, addresses)).toBe("new");
  });

  test("another section's link opens nothing here", () => {
    expect(editFromSearch(search(editSearch(2, 7)), 1, addresses)).toBeNull();
    expect(editFromSearch(search(editSearch(1, "new")), 2, addresses)).toBeNull();
  });

  test("an address not in the list (deleted, someone else's) or a malformed value opens nothing", () => {
    for (const value of ["?edit=1-6", "?edit=1-", "?edit=3-5", "?edit=1-5x", "?edit=", "?other=1-5", ""]) {
      expect(editFromSearch(search(value), 1, addresses)).toBeNull();
    }
  });
});

describe("editFromAnswer", () => {
  const refused = (form: string) => ({ ok: false, form, error: { key: "invalidData" }, fields: {}, values: {} });

  test("a refused address form stays open", () => {
    expect(editFromAnswer(refused("address-1-5"), 1, addresses)).toBe(5);
    expect(editFromAnswer(refused("address-2-new"), 2, addresses)).toBe("new");
  });

  test("a saved address, another section's or another form's answer opens nothing", () => {
    expect(editFromAnswer({ ok: true, intent: "saveAddress", form: "address-1-5" }, 1, addresses)).toBeNull();
    expect(editFromAnswer(refused("address-2-5"), 1, addresses)).toBeNull();
    expect(editFromAnswer(refused("address-1-6"), 1, addresses)).toBeNull();
    expect(editFromAnswer(refused("delete-address-1"), 1, addresses)).toBeNull();
    expect(editFromAnswer(refused("checkout-email"), 1, addresses)).toBeNull();
    expect(editFromAnswer(undefined, 1, addresses)).toBeNull();
    expect(editFromAnswer({ ok: false, intent: "placeOrder", message: "Bitte…" }, 1, addresses)).toBeNull();
  });
});

describe("editsBilling", () => {
  test("only a link to a billing address form (type 1) unticks 'same as shipping'", () => {
    expect(editsBilling(search(editSearch(1, "new")))).toBe(true);
    expect(editsBilling(search(editSearch(1, 5)))).toBe(true);
    expect(editsBilling(search(editSearch(2, 5)))).toBe(false);
    expect(editsBilling(search(""))).toBe(false);
  });
});
