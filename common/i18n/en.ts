import { shop } from "./en/shop.ts";
import type { editorEn } from "./editor-en.ts";
import { account } from "./en/account.ts";
import { errorTexts } from "./en/errors.ts";
import { catalog } from "./en/catalog.ts";
import { delivery } from "./en/delivery.ts";
import { mail } from "./en/mail.ts";
import { order } from "./en/order.ts";
import { payment } from "./en/payment.ts";
import { checkout } from "./en/checkout.ts";
import { coupon } from "./en/coupon.ts";
import { cart } from "./en/cart.ts";
import { orderPayment } from "./en/order-payment.ts";
import { mount } from "./en/mount.ts";
import { operator } from "./en/operator.ts";
import { newsletter } from "./en/newsletter.ts";
import { blockTexts } from "./en/blocks.ts";
import { editorPages } from "./en/editor-pages.ts";
import { admin } from "./en/admin.ts";
import { withdrawal } from "./en/withdrawal.ts";
import { returns } from "./en/returns.ts";
import { offers } from "./en/offers.ts";
import { contact } from "./en/contact.ts";
import { consent } from "./en/consent.ts";

/** English messages (ICU syntax). German (de.ts) must have exactly the same keys. */
export const en = {
  ...shop,
  ...account,
  ...errorTexts,
  ...catalog,
  ...delivery,
  ...mail,
  ...order,
  ...payment,
  ...checkout,
  ...coupon,
  ...cart,
  ...orderPayment,
  ...mount,
  ...operator,
  ...newsletter,
  ...blockTexts,
  ...editorPages,
  ...admin,
  ...withdrawal,
  ...returns,
  ...offers,
  ...contact,
  ...consent,
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shop's texts: every page has them. */
export type ShopMessages = Widen<typeof en>;
/** The editor's texts (editor-en.ts): registered when the editor chunk loads (ADR 016). */
export type EditorMessages = Widen<typeof editorEn>;
export type Messages = ShopMessages & EditorMessages;
