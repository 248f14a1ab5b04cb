import { useState, type ReactNode } from "react";
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components";
import { useT } from "~/lib/i18n.tsx";
import { hasDesignChanges, useEditor, useEditorStore } from "../editor-store.ts";
import { ColoursSection } from "./colours-section.tsx";
import { FontSection } from "./font-section.tsx";
import { SpacingSection } from "./spacing-section.tsx";
import { useDesignPreview, useFontList, useSavedDesign } from "./use-design-data.ts";

/**
 * The drawer's Design view, titled Settings by the drawer (docs/glossary.md, editor spec §2): font,
 * colours and block spacing. Every change goes to the store and shows on the page at once
 * (design-preview.ts); the toolbar's 'Save changes' saves it, 'Reset' goes back to the saved
 * design. docs/design-settings.md "The Design view".
 */
export function DesignView() {
  const t = useT();
  const store = useEditorStore();
  const design = useEditor((state) => state.design);
  const changed = useEditor(hasDesignChanges);
  const { fonts, failed } = useFontList();
  // A new key per reset: the colour fields drop text that was typed but never valid.
  const [resets, setResets] = useState(0);
  useSavedDesign();
  useDesignPreview(fonts);

  if (!design) {
    return (
      <p role="status" className="p-4 text-neutral-800">
        {t("editorDesign.loading")}
      </p>
    );
  }
  const { setDesign } = store.getState();
  const reset = () => {
    const { designSaved } = store.getState();
    if (designSaved) setDesign(designSaved);
    setResets((count) => count + 1);
  };

  return (
    <div className="flex flex-col gap-3 text-neutral-900">
      <p role="status" className={changed ? "rounded-md bg-amber-100 p-2 text-sm text-amber-950" : "sr-only"}>
        {changed ? t("editorDesign.unsaved") : t("editorDesign.saved")}
      </p>
      <DisclosureGroup aria-label={t("editorDesign.sections")} allowsMultipleExpanded defaultExpandedKeys={["fonts"]}>
        <DesignSection id="fonts" title={t("editorDesign.fonts")}>
          <FontSection fonts={fonts} failed={failed} value={design.font} onChange={(font) => setDesign({ font })} />
        </DesignSection>
        <DesignSection id="colors" title={t("editorDesign.colors")}>
          <ColoursSection key={resets} design={design} onChange={(key, colour) => setDesign({ [key]: colour })} />
        </DesignSection>
        <DesignSection id="spacing" title={t("editorDesign.blocksSpacing")}>
          <SpacingSection value={design.blockSize} onChange={(blockSize) => setDesign({ blockSize })} />
        </DesignSection>
      </DisclosureGroup>
      <Button
        onPress={reset}
        isDisabled={!changed}
        className="self-start rounded-md border border-neutral-700 px-4 py-2 font-semibold text-neutral-900 hover:bg-neutral-100 disabled:border-neutral-400 disabled:text-neutral-600 data-[focus-visible]:outline-2 data-[focus-visible]:outline-neutral-900"
      >
        {t("editorDesign.reset")}
      </Button>
    </div>
  );
}

function DesignSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Disclosure id={id} className="group border-b border-neutral-300">
      <Heading level={3}>
        <Button
          slot="trigger"
          className="flex w-full items-center justify-between py-3 text-left font-semibold text-neutral-900 data-[focus-visible]:outline-2 data-[focus-visible]:outline-neutral-900"
        >
          {title}
          <span aria-hidden="true" className="transition-transform group-data-[expanded]:rotate-180">
            ▾
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className="pb-4">{children}</DisclosurePanel>
    </Disclosure>
  );
}
