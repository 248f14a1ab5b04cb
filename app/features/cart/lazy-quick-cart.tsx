import { lazy, Suspense } from "react";
import { withTexts } from "#common/i18n/catalogues.ts";
import type { AddedToCart } from "./use-add-to-cart.ts";

// The dialog (and react-aria's modal code) loads with the first add, not with every list page;
// with it the product texts its lines use (surcharges, ADR 029).
const importDialog = withTexts(["product"], () => import("./quick-cart-dialog.tsx"));
const QuickCartDialog = lazy(() => importDialog().then((module) => ({ default: module.QuickCartDialog })));

/** Starts fetching the dialog's chunk: called as an add starts, so it is in when the cart answers. */
export function preloadQuickCart(): void {
  void importDialog();
}

/** The quick cart while something was just added; nothing (and no code) before that. */
export function LazyQuickCart({ added, onClose }: { added: AddedToCart | null; onClose: () => void }) {
  if (!added) return null;
  return (
    <Suspense fallback={null}>
      <QuickCartDialog added={added} onClose={onClose} />
    </Suspense>
  );
}
