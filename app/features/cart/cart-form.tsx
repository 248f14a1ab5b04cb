import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";

export type CartIntent = "add" | "quantity" | "remove";

/**
 * A cart form that works both ways. Without JavaScript it posts to /cart (cart-action.server.ts)
 * and the server answers with the cart page. With JavaScript `onSubmit` runs instead, once
 * at a time: a second submission while one is running is dropped, so a double click makes
 * one request. `children` gets `busy` to disable or mark its button.
 */
export function CartForm({
  intent,
  onSubmit,
  children,
  multipart = false,
  className,
  label,
}: {
  intent: CartIntent;
  onSubmit: (form: FormData) => Promise<unknown>;
  children: (busy: boolean) => ReactNode;
  /** Order property files travel with the form without JavaScript. */
  multipart?: boolean;
  className?: string;
  label?: string;
}) {
  const { prefix } = useRootData();
  const hydrated = useHydrated();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onSubmit(new FormData(event.currentTarget));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action={withPrefix(prefix, "/cart")}
      encType={multipart ? "multipart/form-data" : undefined}
      onSubmit={hydrated ? submit : undefined}
      className={className}
      aria-label={label}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children(busy)}
    </form>
  );
}
