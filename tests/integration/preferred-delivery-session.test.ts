import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { addresses } from "#server/modules/address/address.table.ts";
import { offeredDays } from "#server/modules/preferred-delivery/preferred-delivery.ts";
import {
  DEFAULT_PREFERRED_DELIVERY_SETTINGS,
  savePreferredDeliverySettings,
} from "#server/modules/preferred-delivery/preferred-delivery-settings.ts";
import { currentPreferredDelivery } from "#server/modules/preferred-delivery/session-choice.ts";
import type { SessionData } from "#server/modules/session/session.ts";
import { describeDatabases } from "./harness.ts";

const GERMANY = 1;
const AUSTRIA = 2;

describeDatabases("the session's preferred delivery for totals and orders", (shop) => {
  it("charges a valid preferred day and drops a choice that no longer fits", async () => {
    const { db } = shop();
    await seedCommerce(db);
    const [address] = await db
      .insert(addresses)
      .values({ customerId: null, sessionToken: "t1", countryId: GERMANY, zipCode: "50667", city: "Köln" })
      .returning({ id: addresses.id });
    const now = new Date();
    const [day] = offeredDays(now, DEFAULT_PREFERRED_DELIVERY_SETTINGS);
    const session: SessionData = {
      cartToken: "t1",
      checkoutAddresses: { shipping: address!.id },
      checkout: { preferredDelivery: { preferredDay: day, dropOff: { kind: "place", place: "Garage" } } },
    };

    expect(await currentPreferredDelivery(db, session, now)).toEqual({
      choice: { preferredDay: day, dropOff: { kind: "place", place: "Garage" } },
      chargeCents: 120,
      problem: null,
    });
    expect(await currentPreferredDelivery(db, {}, now)).toEqual({ choice: null, chargeCents: 0, problem: null });

    // A drop-off place alone is free; a free setting charges nothing for the day either.
    const placeOnly = { ...session, checkout: { preferredDelivery: { dropOff: { kind: "place", place: "Garage" } } } };
    expect((await currentPreferredDelivery(db, placeOnly, now)).chargeCents).toBe(0);
    await savePreferredDeliverySettings(db, { ...DEFAULT_PREFERRED_DELIVERY_SETTINGS, chargeCents: 0 });
    expect((await currentPreferredDelivery(db, session, now)).chargeCents).toBe(0);
    await savePreferredDeliverySettings(db, { ...DEFAULT_PREFERRED_DELIVERY_SETTINGS, chargeCents: 299 });
    expect((await currentPreferredDelivery(db, session, now)).chargeCents).toBe(299);

    // Weeks later the day has passed.
    const later = new Date(now.getTime() + 21 * 86_400_000);
    expect(await currentPreferredDelivery(db, session, later)).toEqual({
      choice: null,
      chargeCents: 0,
      problem: "preferredDayNotAvailable",
    });

    // The shopper moved the delivery to Austria.
    await db.update(addresses).set({ countryId: AUSTRIA, zipCode: "1010" }).where(eq(addresses.id, address!.id));
    expect(await currentPreferredDelivery(db, session, now)).toMatchObject({
      chargeCents: 0,
      problem: "countryNotSupported",
    });
  });
});
