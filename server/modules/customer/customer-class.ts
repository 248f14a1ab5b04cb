import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customerClasses } from "./customer-class.table.ts";
import { customers } from "./customer.table.ts";

/** What coupons restrict by (docs/coupons.md "Customer class and type"). */
export type CustomerSegment = { customerClassId: number | null; customerTypeId: number | null };

const defaultClassId = sql<
  number | null
>`(select ${customerClasses.id} from ${customerClasses} where ${customerClasses.isDefault})`;

/**
 * The buyer's class and type. A customer has their own class, else the shop's default class,
 * and their type. Visitors and guests (no customer, or one that no longer exists) have the
 * default class and no type: they never told us whether they buy privately or for a business.
 * Without a default class the class is null.
 */
export async function customerSegmentOf(db: Database, customerId: number | null): Promise<CustomerSegment> {
  if (customerId !== null) {
    const [row] = await db
      .select({
        customerClassId: sql<number | null>`coalesce(${customers.customerClassId}, ${defaultClassId})`,
        customerTypeId: customers.customerTypeId,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (row) return row;
  }
  const [row] = await db
    .select({ id: customerClasses.id })
    .from(customerClasses)
    .where(eq(customerClasses.isDefault, true));
  return { customerClassId: row?.id ?? null, customerTypeId: null };
}
