import type { ReactNode } from "react";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

/**
 * Header, main content and footer: the default frame of the shop. `data-page-frame` is what the
 * editor's device preview hides while it shows the page in an iframe (app/app.css).
 */
export function ShopFrame({ children, simplified = false }: { children: ReactNode; simplified?: boolean }) {
  return (
    <div data-page-frame="" className="flex min-h-screen flex-col">
      <Header simplified={simplified} />
      <div className="flex-1">{children}</div>
      <Footer simplified={simplified} />
    </div>
  );
}
