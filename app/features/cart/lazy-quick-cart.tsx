import { lazy, Suspense } from "react";
import type { AddedToCart } from "./use-add-to-cart.ts";

// The dialog (and react-aria's modal code) loads with the first add, not with every list page.
const QuickCartDialog = lazy(() =>
  import("./quick-cart-dialog.tsx").then((module) => ({ default: module.QuickCartDialog })),
);

/** The quick cart while something was just added; nothing (and no code) before that. */
export function LazyQuickCart({ added, onClose }: { added: AddedToCart | null; onClose: () => void }) {
  if (!added) return null;
  return (
    <Suspense fallback={null}>
      <QuickCartDialog added={added} onClose={onClose} />
    </Suspense>
  );
}
