import { useEffect, useId, useMemo, useRef, useState } from "react";
import { EditorContent, useEditor } from "@tiptap/react";
import { createEchoGuard } from "./echo-guard.ts";
import { LinkDialog } from "./link-dialog.tsx";
import { richTextExtensions, storedHtml } from "./rich-text-extensions.ts";
import { RichTextToolbar } from "./rich-text-toolbar.tsx";

/** One configured set for every editor; useEditor compares options by reference on each render. */
const EXTENSIONS = richTextExtensions();

const AREA =
  "prose-sm min-h-28 px-3 py-2 text-neutral-900 focus:outline-2 focus:outline-offset-2 focus:outline-primary-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5";

/**
 * A rich text field (TipTap, editor chunk only): a label, the formatting toolbar and the
 * editable area named by the label. The value is HTML ("" when empty) within the sanitiser's
 * allow-list. Safe to render on the server: TipTap starts only in the browser
 * (`immediatelyRender: false`); until then an empty, read-only box holds its place.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Translated error text, shown below the field. */
  error?: string | undefined;
}) {
  const labelId = useId();
  const errorId = useId();
  const onChangeRef = useRef(onChange);
  const echoes = useRef(createEchoGuard());
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Later values arrive through the effect below, not as a new initial content.
  const [initialContent] = useState(value);
  // A new object only when the error comes or goes: useEditor then passes it to the view.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
        class: AREA,
      },
    }),
    [labelId, errorId, error],
  );
  const editor = useEditor({
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = storedHtml(current.getHTML(), current.isEmpty);
      echoes.current.reported(html);
      onChangeRef.current(html);
    },
  });

  // A value from outside (the store's undo, a restored version) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !echoes.current.isFromOutside(value)) return;
    if (value !== storedHtml(editor.getHTML(), editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState("");
  const openLink = () => {
    setLinkHref((editor?.getAttributes("link").href as string | undefined) ?? "");
    setLinkOpen(true);
  };
  const applyLink = (href: string) => {
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href === "") chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
  };

  return (
    <div className="flex flex-col gap-1 text-sm">
      <span id={labelId} className="font-semibold text-neutral-900">
        {label}
      </span>
      <div className={`rounded-md border bg-white ${error ? "border-red-700" : "border-neutral-500"}`}>
        <RichTextToolbar editor={editor} onLink={openLink} />
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div
            role="textbox"
            aria-labelledby={labelId}
            aria-multiline="true"
            aria-readonly="true"
            tabIndex={-1}
            className={AREA}
          />
        )}
      </div>
      {error && (
        <p id={errorId} className="font-medium text-red-700">
          {error}
        </p>
      )}
      {linkOpen && <LinkDialog isOpen initialHref={linkHref} onApply={applyLink} onClose={() => setLinkOpen(false)} />}
    </div>
  );
}
