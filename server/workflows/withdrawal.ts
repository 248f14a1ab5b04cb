import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import type { WithdrawInput } from "#common/schemas/withdrawal.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { findOrderByNumberAndEmail } from "../modules/order/index.ts";
import { recordWithdrawal, type WithdrawalRow } from "../modules/withdrawal/index.ts";
import type { Services } from "../rpc/context.ts";
import { siteOf } from "./order-documents.ts";

/** When the shop received a declaration, as the acknowledgment states it (the shop's time zone, named). */
export function receivedAtText(receivedAt: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: "long",
    timeStyle: "long",
    timeZone,
  }).format(receivedAt);
}

/**
 * A consumer's declaration of withdrawal through the withdrawal function (docs/after-sales.md):
 * recorded with the moment the shop received it, matched to the order when its number and email
 * name one, and acknowledged at once by mail on a durable medium with the declaration's content
 * and that moment (outbox, same transaction). A declaration that matches no order is kept and
 * acknowledged all the same: the law asks for the acknowledgment, the operator sorts it out. The
 * same form sent again (its submission key) records and mails nothing more.
 */
export async function declareWithdrawal(
  services: Pick<Services, "db" | "config">,
  input: WithdrawInput,
  locale: Locale,
): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  return services.db.transaction(async (tx) => {
    const order = await findOrderByNumberAndEmail(tx, input.orderNumber, input.email);
    const recorded = await recordWithdrawal(
      tx,
      {
        name: input.name,
        email: input.email,
        orderNumber: input.orderNumber,
        items: input.items ?? "",
        orderId: order?.id ?? null,
        locale,
        submissionKey: input.submissionKey,
      },
      new Date(),
    );
    if (!recorded.created) return recorded;
    const { withdrawal } = recorded;
    const site = siteOf(services.config);
    const prefix = locale === site.defaultLocale ? "" : `/${locale}`;
    await enqueueMail(tx, {
      to: withdrawal.email,
      locale,
      template: "withdrawalReceived",
      reference: `withdrawal:${withdrawal.id}`,
      data: {
        locale,
        name: withdrawal.name,
        email: withdrawal.email,
        orderNumber: withdrawal.orderNumber,
        items: withdrawal.items,
        reference: withdrawal.reference,
        receivedAt: receivedAtText(withdrawal.receivedAt, locale, site.timeZone),
        withdrawalUrl: new URL(`${prefix}/withdrawal`, site.publicUrl).href,
      },
    });
    return recorded;
  });
}
