import { describe, expect, it } from "vitest";
import { isBackOfficePath } from "~/lib/back-office-path.ts";
import { orderListHref, orderListInput, sortChange } from "./order-list-params.ts";

describe("the order list's address", () => {
  it("reads the filters in use, trimmed, and the page as a number", () => {
    const params = new URLSearchParams("query=+Ada+&status=&from=2026-01-02&page=3&other=x");
    expect(orderListInput(params)).toEqual({ query: "Ada", from: "2026-01-02", page: 3 });
  });

  it("passes a page that is no number on, for the operation to refuse", () => {
    expect(orderListInput(new URLSearchParams("page=abc"))).toEqual({ page: "abc" });
    expect(orderListInput(new URLSearchParams("page=1234567"))).toEqual({ page: "1234567" });
  });

  it("links a change back to page 1 unless the page itself changes, and drops emptied parameters", () => {
    const params = new URLSearchParams("query=Ada&page=4&sort=totalGross");
    expect(orderListHref("/admin/orders", params, { status: "shipped" })).toBe(
      "/admin/orders?query=Ada&sort=totalGross&status=shipped",
    );
    expect(orderListHref("/admin/orders", params, { page: 5 })).toBe("/admin/orders?query=Ada&page=5&sort=totalGross");
    expect(orderListHref("/admin/orders", new URLSearchParams("query=Ada"), { query: "" })).toBe("/admin/orders");
  });

  it("sorts a column descending first and turns the active one around", () => {
    expect(sortChange({}, "totalGross")).toEqual({ sort: "totalGross", direction: "desc" });
    expect(sortChange({}, "createdAt")).toEqual({ sort: "createdAt", direction: "asc" });
    expect(sortChange({ sort: "totalGross", direction: "asc" }, "totalGross")).toEqual({
      sort: "totalGross",
      direction: "desc",
    });
  });
});

describe("isBackOfficePath", () => {
  it("knows the back office's pages in every locale form and nothing else", () => {
    expect(["/admin", "/admin/orders/4", "/de/admin", "/en/admin/orders"].map(isBackOfficePath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["/", "/administration", "/en/admins", "/wohnen/admin"].map(isBackOfficePath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
