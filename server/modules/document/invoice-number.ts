import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client.ts";

/**
 * Takes the next invoice number of a year, inside the caller's transaction. The upsert
 * locks the year's row until the transaction ends: concurrent invoices get consecutive
 * numbers one after the other, and a rolled-back invoice gives its number back, so the
 * sequence has no gaps (a database sequence would skip numbers on rollback).
 */
export async function nextInvoiceNumber(tx: Database, year: number): Promise<string> {
  const result = await tx.execute(sql`
    insert into invoice_sequences (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = invoice_sequences.last_number + 1
    returning last_number`);
  const [row] = rowsOf<{ last_number: number }>(result);
  if (!row) throw new Error("invoice sequence returned no row");
  return formatInvoiceNumber(year, Number(row.last_number));
}

/** "2026-00042": the year keeps numbers short and shows at a glance which book year it is in. */
export function formatInvoiceNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(5, "0")}`;
}

/** The calendar year in the shop's time zone (an invoice at 00:30 on 1 January belongs to the new year). */
export function shopYear(date: Date): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Berlin" }).format(date));
}
