import { lazy } from "react";
import type EditableBlocks from "~/features/editor/canvas/editable-blocks.tsx";
import type { EditableBlocksProps } from "~/features/editor/canvas/editable-blocks.tsx";

type EditableBlocksComponent = typeof EditableBlocks;

let loaded: EditableBlocksComponent | undefined;
let loading: Promise<EditableBlocksComponent> | undefined;

/**
 * Fetches the editable canvas (the editor's lazy code, docs/editor.md), once. Only an
 * operator in edit mode gets here: the homepage and category loaders on the server, and the
 * browser when this module loads on a page with a server-rendered canvas (below).
 */
export function loadEditableBlocks(): Promise<EditableBlocksComponent> {
  loading ??= import("~/features/editor/canvas/editable-blocks.tsx").then((module) => (loaded = module.default));
  return loading;
}

// In the browser, a page the server rendered with the canvas starts fetching its chunk as
// soon as the route module is in, before hydration. Hydration reaching the lazy component
// before the chunk waits for it (the hydration is a transition: the server's HTML stays).
// No entry.client step, so shoppers' other pages do not carry this module.
if (typeof document !== "undefined" && document.querySelector("[data-editable-blocks]")) void loadEditableBlocks();

const LazyEditableBlocks = lazy(() => loadEditableBlocks().then((component) => ({ default: component })));

/**
 * The page's blocks in edit mode. Rendered directly once the chunk is in (server render,
 * hydration); a client-side navigation into edit mode renders the lazy component inside the
 * navigation's transition, as the root does with the toolbar.
 */
export function EditableBlocksSlot(props: EditableBlocksProps) {
  // Not created here: this module keeps one component, the same in every render.
  const Component = loaded ?? LazyEditableBlocks;
  return <Component {...props} />;
}
