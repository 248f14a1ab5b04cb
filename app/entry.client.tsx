import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadEditorShell } from "./editor-loader.ts";

/**
 * React Router's default browser entry, plus one step for operators: a page the server
 * rendered with the editor toolbar gets the editor chunk before hydrating, so hydration finds
 * the same toolbar the server sent. (A Suspense boundary around the toolbar would not do:
 * React streams a completed boundary of that size separately, and without JavaScript it
 * would stay hidden.) Shoppers' pages have no toolbar and never load the chunk.
 */
async function hydrate() {
  if (document.querySelector("[data-editor-shell]")) await loadEditorShell();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
