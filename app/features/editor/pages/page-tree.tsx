import type { ReactNode } from "react";
import { Button, Disclosure, DisclosurePanel, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { Link } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { ChevronIcon, HomeIcon, MoreIcon, UnsavedIcon } from "./page-icons.tsx";
import { isUnsaved } from "./page-settings-edits.ts";
import { isHomepage, pageHref, pageName, type PageNode } from "./page-tree-model.ts";
import { usePagesEdits, type PageRef } from "./pages-edits-store.ts";

/**
 * A section of the Pages view ('Content Pages', 'Product Categories') and its nested page tree
 * (docs/glossary.md, editor spec §2), built from react-aria Disclosures: every page with subpages has an
 * expand button (aria-expanded), then its link, the unsaved-changes hint and its menu.
 */
export function PageSection({ title, pages }: { title: string; pages: PageNode[] }) {
  const t = useT();
  return (
    <Disclosure defaultExpanded className="border-b border-neutral-200 py-2">
      {({ isExpanded }) => (
        <>
          <h3>
            <Button
              slot="trigger"
              className="flex w-full items-center gap-2 rounded-md px-1 py-2 text-left font-semibold outline-none data-focus-visible:outline-2 data-focus-visible:outline-primary-700"
            >
              <ChevronIcon className={`size-4 transition-transform ${isExpanded ? "rotate-90" : ""}`} />
              {title}
            </Button>
          </h3>
          <DisclosurePanel>
            {pages.length === 0 ? (
              <p className="px-2 py-1 text-sm text-neutral-700">{t("editorPagesView.noPages")}</p>
            ) : (
              <PageList pages={pages} />
            )}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

function PageList({ pages }: { pages: PageNode[] }) {
  return (
    <ul className="space-y-0.5">
      {pages.map((page) => (
        <PageItem key={page.id} page={page} />
      ))}
    </ul>
  );
}

function PageItem({ page }: { page: PageNode }) {
  const t = useT();
  const name = pageName(page);
  if (page.children.length === 0) {
    return (
      <li>
        <PageRow page={page} expander={<span aria-hidden="true" className="w-7 shrink-0" />} />
      </li>
    );
  }
  return (
    <li>
      <Disclosure>
        {({ isExpanded }) => (
          <>
            <PageRow
              page={page}
              expander={
                <Button
                  slot="trigger"
                  aria-label={t("editorPagesView.subpages", { name })}
                  className="flex size-7 shrink-0 items-center justify-center rounded-md outline-none hover:bg-neutral-100 data-focus-visible:outline-2 data-focus-visible:outline-primary-700"
                >
                  <ChevronIcon className={`size-4 transition-transform ${isExpanded ? "rotate-90" : ""}`} />
                </Button>
              }
            />
            <DisclosurePanel className="ml-4 border-l border-neutral-200 pl-1">
              <PageList pages={page.children} />
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
    </li>
  );
}

function PageRow({ page, expander }: { page: PageNode; expander: ReactNode }) {
  const t = useT();
  const { prefix } = useRootData();
  const unsaved = usePagesEdits((state) => isUnsaved(state.edits[page.id]));
  const ref: PageRef = { id: page.id, name: pageName(page), href: pageHref(prefix, page) };
  return (
    <div className="flex items-center gap-1">
      {expander}
      <Link
        to={ref.href}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1.5 text-sm hover:bg-neutral-100 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        {isHomepage(page) && <HomeIcon className="size-4 shrink-0" />}
        <span className="truncate">{ref.name}</span>
      </Link>
      {unsaved && (
        <span title={t("editorPagesView.unsavedChanges")} className="text-amber-700">
          <UnsavedIcon />
          <span className="sr-only">{t("editorPagesView.unsavedChanges")}</span>
        </span>
      )}
      <PageMenu page={ref} homepage={isHomepage(page)} />
    </div>
  );
}

/** General Settings, SEO Settings, Delete Page; Delete is disabled (dimmed, no action) for the Homepage. */
function PageMenu({ page, homepage }: { page: PageRef; homepage: boolean }) {
  const t = useT();
  const openSettings = usePagesEdits((state) => state.openSettings);
  const openDelete = usePagesEdits((state) => state.openDelete);
  const item =
    "cursor-pointer rounded px-3 py-2 text-sm outline-none data-disabled:cursor-not-allowed data-disabled:text-neutral-500 data-focused:bg-neutral-100";
  return (
    <MenuTrigger>
      <Button
        aria-label={t("editorPagesView.pageActions", { name: page.name })}
        className="flex size-7 shrink-0 items-center justify-center rounded-md outline-none hover:bg-neutral-100 data-focus-visible:outline-2 data-focus-visible:outline-primary-700"
      >
        <MoreIcon />
      </Button>
      <Popover placement="bottom end" className="min-w-52 rounded-md border border-neutral-300 bg-white p-1 shadow-lg">
        <Menu
          className="outline-none"
          disabledKeys={homepage ? ["delete"] : []}
          onAction={(key) => {
            if (key === "general" || key === "seo") openSettings(page, key);
            else if (key === "delete") openDelete(page);
          }}
        >
          <MenuItem id="general" className={item}>
            {t("editorPagesView.generalSettings")}
          </MenuItem>
          <MenuItem id="seo" className={item}>
            {t("editorPagesView.seoSettings")}
          </MenuItem>
          <MenuItem id="delete" className={item}>
            {t("editorPagesView.deletePage")}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
