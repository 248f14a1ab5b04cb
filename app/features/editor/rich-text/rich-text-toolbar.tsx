import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { Button, ToggleButton, Toolbar } from "react-aria-components";
import { useT } from "~/lib/i18n.tsx";

const CONTROL =
  "min-h-8 min-w-8 rounded px-2 py-1 text-sm font-semibold text-neutral-900 data-[disabled]:text-neutral-500 data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-700 data-[hovered]:bg-neutral-200 data-[selected]:bg-neutral-800 data-[selected]:text-white";

type Format =
  "bold" | "italic" | "underline" | "strike" | "heading2" | "heading3" | "bulletList" | "orderedList" | "blockquote";

/** Each format: its toggle command and its "active here" test. */
const FORMATS: {
  format: Format;
  symbol: string;
  toggle: (editor: Editor) => void;
  active: (editor: Editor) => boolean;
}[] = [
  {
    format: "bold",
    symbol: "B",
    toggle: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive("bold"),
  },
  {
    format: "italic",
    symbol: "I",
    toggle: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
  {
    format: "underline",
    symbol: "U",
    toggle: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive("underline"),
  },
  {
    format: "strike",
    symbol: "S",
    toggle: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive("strike"),
  },
  {
    format: "heading2",
    symbol: "H2",
    toggle: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive("heading", { level: 2 }),
  },
  {
    format: "heading3",
    symbol: "H3",
    toggle: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive("heading", { level: 3 }),
  },
  {
    format: "bulletList",
    symbol: "•",
    toggle: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    format: "orderedList",
    symbol: "1.",
    toggle: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
  {
    format: "blockquote",
    symbol: "❝",
    toggle: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
  },
];

/**
 * The formatting toolbar: real toggle buttons (aria-pressed) named in the page's language,
 * arrow keys move between them (react-aria Toolbar). Before the editor exists (server
 * render, hydration) the buttons are there but disabled.
 */
export function RichTextToolbar({ editor, onLink }: { editor: Editor | null; onLink: () => void }) {
  const t = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      if (!current) return null;
      const active = Object.fromEntries(FORMATS.map(({ format, active: test }) => [format, test(current)]));
      return {
        active: active as Record<Format, boolean>,
        link: current.isActive("link"),
        canUndo: current.can().undo(),
        canRedo: current.can().redo(),
      };
    },
  });
  // From the editor itself: useEditorState's first answer may come only with the first transaction.
  const disabled = !editor;
  return (
    <Toolbar aria-label={t("richText.toolbar")} className="flex flex-wrap gap-1 border-b border-neutral-400 p-1">
      {FORMATS.map(({ format, symbol, toggle }) => (
        <ToggleButton
          key={format}
          aria-label={t(`richText.${format}`)}
          isSelected={state?.active[format] ?? false}
          isDisabled={disabled}
          onChange={() => editor && toggle(editor)}
          className={CONTROL}
        >
          <span aria-hidden="true">{symbol}</span>
        </ToggleButton>
      ))}
      <ToggleButton
        aria-label={t("richText.link")}
        isSelected={state?.link ?? false}
        isDisabled={disabled}
        onChange={onLink}
        className={CONTROL}
      >
        <span aria-hidden="true">🔗</span>
      </ToggleButton>
      <Button
        aria-label={t("richText.undo")}
        isDisabled={disabled || !state?.canUndo}
        onPress={() => editor?.chain().focus().undo().run()}
        className={CONTROL}
      >
        <span aria-hidden="true">↶</span>
      </Button>
      <Button
        aria-label={t("richText.redo")}
        isDisabled={disabled || !state?.canRedo}
        onPress={() => editor?.chain().focus().redo().run()}
        className={CONTROL}
      >
        <span aria-hidden="true">↷</span>
      </Button>
    </Toolbar>
  );
}
