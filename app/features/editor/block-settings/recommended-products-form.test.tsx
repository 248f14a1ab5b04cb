// The editor's texts come with its chunk (ADR 016); a test of its components registers them too.
import "../editor-messages.ts";
import { describe, expect, it } from "vitest";
import { RecommendedProductsForm } from "./recommended-products-form.tsx";
import { renderForm, textOf } from "./form-test-render.tsx";

const categories = [
  { id: 2, name: "Living", depth: 0 },
  { id: 3, name: "Sofas", depth: 1 },
];

const render = (categoryId: number | undefined, locale: "en" | "de" = "en") =>
  renderForm(
    <RecommendedProductsForm
      content={categoryId === undefined ? {} : { categoryId }}
      onContent={() => undefined}
      errors={{}}
      categories={categories}
    />,
    locale,
  );

describe("RecommendedProductsForm", () => {
  it("shows the chosen category by name", () => {
    expect(textOf(render(3))).toContain("Category Sofas");
  });

  it("shows 'No category' without one, in both languages", () => {
    expect(textOf(render(undefined))).toContain("Category No category");
    expect(textOf(render(undefined, "de"))).toContain("Kategorie Keine Kategorie");
  });

  it("keeps a stored category the tree no longer has visible by its id", () => {
    expect(textOf(render(99))).toContain("Category #99");
  });
});
