import type { ShopMessages } from "./en.ts";
import { shop } from "./de/shop.ts";
import { account } from "./de/account.ts";
import { errorTexts } from "./de/errors.ts";
import { catalog } from "./de/catalog.ts";
import { delivery } from "./de/delivery.ts";
import { mail } from "./de/mail.ts";
import { order } from "./de/order.ts";
import { payment } from "./de/payment.ts";
import { checkout } from "./de/checkout.ts";
import { coupon } from "./de/coupon.ts";
import { cart } from "./de/cart.ts";
import { orderPayment } from "./de/order-payment.ts";
import { mount } from "./de/mount.ts";
import { operator } from "./de/operator.ts";
import { newsletter } from "./de/newsletter.ts";
import { blockTexts } from "./de/blocks.ts";
import { editorPages } from "./de/editor-pages.ts";
import { admin } from "./de/admin.ts";
import { withdrawal } from "./de/withdrawal.ts";
import { returns } from "./de/returns.ts";
import { offers } from "./de/offers.ts";
import { contact } from "./de/contact.ts";
import { consent } from "./de/consent.ts";

/** Deutsche Texte (ICU-Syntax). Gleiche Schlüssel wie en.ts. */
export const de: ShopMessages = {
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
};
