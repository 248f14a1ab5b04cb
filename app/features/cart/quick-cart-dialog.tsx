import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link } from "react-router";
import type { AddedToCart } from "./use-add-to-cart.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { CartLineSummary } from "./cart-line-summary.tsx";
import { isPaused, QUICK_CHECKOUT_SECONDS, secondsLeft } from "./quick-cart-timer.ts";
import { useQuickCartTimer } from "./use-quick-cart-timer.ts";
import { useViewer } from "~/lib/viewer.tsx";

const ACTION =
  "inline-flex items-center justify-center rounded-md px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The quick cart after a successful add (issue 4 section 1): the added line, the cart's
 * total and the ways on. It closes by itself after the quick checkout timer, which pauses
 * while the pointer is over it or the focus is on one of its controls. Esc, a click beside
 * it and 'Continue shopping' close it at once; react-aria moves the focus in and the
 * opener gives it back to its button.
 */
export function QuickCartDialog({
  added,
  onClose,
  seconds = QUICK_CHECKOUT_SECONDS,
}: {
  added: AddedToCart | null;
  onClose: () => void;
  seconds?: number;
}) {
  return (
    <ModalOverlay
      isOpen={added !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-start justify-center bg-black/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white shadow-xl">
        <Dialog className="outline-none">
          {added && <QuickCartBody added={added} onClose={onClose} seconds={seconds} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function QuickCartBody({ added, onClose, seconds }: { added: AddedToCart; onClose: () => void; seconds: number }) {
  const t = useT();
  const { prefix } = useRootData();
  const { session } = useViewer();
  const { timer, pause } = useQuickCartTimer(seconds, onClose);
  const net = session.user?.showNetPrices ?? false;
  const total = net ? added.cart.basketAmountNet : added.cart.basketAmount;
  return (
    <div
      className="space-y-5 p-6"
      onPointerEnter={() => pause("pointer", true)}
      onPointerLeave={() => pause("pointer", false)}
      // The dialog element (this box's parent) takes the focus when it opens; a control
      // focused after that means the shopper is choosing, so the timer waits.
      onFocus={() => pause("focus", true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) pause("focus", false);
      }}
    >
      <Heading slot="title" className="text-xl font-semibold">
        {t("cart.quickCartTitle")}
      </Heading>
      <CartLineSummary line={added.line} net={net} />
      <p className="flex justify-between border-t border-neutral-200 pt-4 font-semibold">
        <span>{t("cart.cartTotal")}</span>
        <span>{total.formatted}</span>
      </p>
      <div className="flex flex-col gap-2">
        <Link
          to={withPrefix(prefix, "/checkout")}
          onClick={onClose}
          className={`${ACTION} bg-primary-700 text-white hover:bg-primary-800`}
        >
          {t("cart.goToCheckout")}
        </Link>
        <Link
          to={withPrefix(prefix, "/cart")}
          onClick={onClose}
          className={`${ACTION} border border-primary-700 text-primary-800 hover:bg-primary-50`}
        >
          {t("cart.viewCart")}
        </Link>
        <button type="button" onClick={onClose} className={`${ACTION} text-primary-800 underline`}>
          {t("cart.continueShopping")}
        </button>
      </div>
      <p className="text-sm text-neutral-700">
        {isPaused(timer) ? t("cart.timerPaused") : t("cart.closesIn", { seconds: secondsLeft(timer) })}
      </p>
    </div>
  );
}
