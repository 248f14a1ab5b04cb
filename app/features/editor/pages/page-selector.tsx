import { useMemo } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, useFilter } from "react-aria-components";
import { useLocation, useNavigate } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { HomeIcon } from "./page-icons.tsx";
import { flattenPages, type FlatPage } from "./page-tree-model.ts";
import { PAGE_SEARCH_LIST_MAX_HEIGHT_PX, PAGE_SEARCH_WIDTH_PX } from "./pages-layout.ts";
import { usePageTree } from "./use-page-tree.ts";

/**
 * The toolbar's page selector (docs/glossary.md, editor spec §§2 and 9): a combobox 'Page' 400 px wide that
 * searches every page by name, the Homepage first with a home icon, its list at most 300 px
 * high. Choosing a page goes to `/{locale prefix}{path}`. It shows the page on screen.
 * Available to operators (the edit gate), not only in development mode: docs/editor-pages-ui.md.
 */
export function PageSelector() {
  const t = useT();
  const { prefix } = useRootData();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { state } = usePageTree();
  const { contains } = useFilter({ sensitivity: "base" });
  const pages = useMemo(() => flattenPages(state.tree ?? [], prefix), [state.tree, prefix]);
  const current = pages.find((page) => page.href === pathname) ?? null;

  return (
    <ComboBox
      defaultItems={pages}
      selectedKey={current?.id ?? null}
      defaultFilter={contains}
      onSelectionChange={(key) => {
        const page = pages.find((candidate) => candidate.id === key);
        if (page && page.href !== pathname) void navigate(page.href);
      }}
      className="flex items-center gap-2 text-sm"
    >
      <Label className="sr-only">{t("editorPageSelector.label")}</Label>
      <Input
        placeholder={t("editorPageSelector.placeholder")}
        // In the editor's toolbar the arrow keys move between its controls; in this field
        // Left and Right move the caret, as in any text field.
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft" || event.key === "ArrowRight") event.stopPropagation();
        }}
        style={{ width: PAGE_SEARCH_WIDTH_PX }}
        className="max-w-[40vw] rounded-md border border-neutral-500 bg-white px-3 py-1.5 text-neutral-900 outline-none placeholder:text-neutral-600 data-focus-visible:outline-2 data-focus-visible:outline-white"
      />
      <Popover
        placement="bottom start"
        className="rounded-md border border-neutral-300 bg-white shadow-lg"
        style={{ width: "var(--trigger-width)" }}
      >
        <ListBox<FlatPage>
          className="overflow-y-auto p-1 outline-none"
          style={{ maxHeight: PAGE_SEARCH_LIST_MAX_HEIGHT_PX }}
          renderEmptyState={() => <p className="px-3 py-2 text-neutral-700">{t("editorPageSelector.noResults")}</p>}
        >
          {(page) => (
            <ListBoxItem
              id={page.id}
              textValue={page.name}
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-neutral-900 outline-none data-focused:bg-neutral-100 data-selected:font-semibold"
            >
              {page.isHomepage && <HomeIcon className="size-4 shrink-0" />}
              {page.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
