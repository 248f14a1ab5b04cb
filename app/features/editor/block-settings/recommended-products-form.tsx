import { useEffect, useState } from "react";
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components";
import type { Block } from "#common/blocks/block-schema.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { itemCategoryOptions, type CategoryOption } from "./category-options.ts";
import type { ContentForm } from "./field-binding.ts";
import { FIELD, FieldErrorText, LABEL } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import { TextSection } from "./shared-fields.tsx";

export type RecommendedProductsContent = Extract<Block, { name: "ProductRecommendedProducts" }>["content"];

const NONE = "none";

/** The Product Gallery form with its categories loaded through getCategoryTree. */
export function RecommendedProductsSettings(form: ContentForm<RecommendedProductsContent>) {
  const api = useApi();
  const [categories, setCategories] = useState<CategoryOption[] | null>(null);
  useEffect(() => {
    let current = true;
    api
      .call("getCategoryTree", undefined, { verb: "GET" })
      .then((tree) => current && setCategories(itemCategoryOptions(tree)))
      // The client has shown the failure as a notification; the select stays with what it has.
      .catch(() => current && setCategories([]));
    return () => {
      current = false;
    };
  }, [api]);
  return <RecommendedProductsForm {...form} categories={categories} />;
}

/** A ProductRecommendedProducts block (header name "Product Gallery"): its category and texts. */
export function RecommendedProductsForm({
  categories,
  ...form
}: ContentForm<RecommendedProductsContent> & { categories: CategoryOption[] | null }) {
  const t = useT();
  const generic = form as ContentForm<unknown>;
  const selected = form.content.categoryId;
  // A stored category the tree no longer has stays visible as its id instead of vanishing.
  const options = [...(categories ?? [])];
  if (selected !== undefined && !options.some((option) => option.id === selected)) {
    options.unshift({ id: selected, name: `#${selected}`, depth: 0 });
  }
  const items = [{ id: NONE, name: t("blockForms.fields.noCategory"), depth: 0 }, ...options];
  return (
    <>
      <FormSection title={t("blockForms.sections.products")}>
        <Select
          value={selected === undefined ? NONE : String(selected)}
          onChange={(key) => {
            const { categoryId: _old, ...rest } = form.content;
            form.onContent(key === NONE || key === null ? rest : { ...rest, categoryId: Number(key) });
          }}
          isDisabled={categories === null}
          className={FIELD}
        >
          <Label className={LABEL}>{t("blockForms.fields.category")}</Label>
          <Button className="flex items-center justify-between rounded-md border border-neutral-500 bg-white px-2 py-1.5 text-left data-[disabled]:text-neutral-600 data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-700">
            {categories === null ? t("blockForms.fields.categoriesLoading") : <SelectValue />}
            <span aria-hidden="true">▾</span>
          </Button>
          <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-md border border-neutral-400 bg-white shadow-lg">
            <ListBox items={items.map((item) => ({ ...item, key: String(item.id) }))} className="p-1 outline-none">
              {(item) => (
                <ListBoxItem
                  id={item.key}
                  textValue={item.name}
                  className="cursor-default rounded px-2 py-1 text-sm data-[focused]:bg-primary-100 data-[selected]:font-semibold"
                  style={{ paddingLeft: `${0.5 + item.depth}rem` }}
                >
                  {item.name}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
          <FieldErrorText error={form.errors["content.categoryId"]} />
        </Select>
      </FormSection>
      <TextSection form={generic} />
    </>
  );
}
