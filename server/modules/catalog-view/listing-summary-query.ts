import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import { IN_STOCK_AVAILABILITY_IDS } from "#common/listing.ts";
import { rowsOf, type Database } from "../../db/client.ts";
import type { ListingSource } from "./listing-query.ts";

/**
 * One narrow row per listed item, decided by the database at `now`: what a list without
 * variation filters other than "in stock" needs to count its facets, sort and pick its page
 * (listing-summary.ts), instead of every variation, price, attribute value and component row
 * of the list (listing-facts.ts).
 *
 * The SQL restates the listing's rules (listing-rules.ts, product-availability.ts,
 * price-view.ts) for those cases; tests/integration/listing-summary.test.ts compares it with
 * the in-memory evaluation on random catalogs.
 */
export type SummaryRow = {
  id: number;
  name: string;
  position: number;
  manufacturerId: number | null;
  manufacturerName: string | null;
  vatClass: "standard" | "reduced";
  /** The card variation's gross price of one piece now (chooseCardVariation). */
  cardGrossCents: number;
  /**
   * The card variation's gross price among the variations in stock (a green availability,
   * salable now): what the card shows under the in-stock filter; null when none is.
   */
  inStockCardGrossCents: number | null;
  /** Attribute values of the variations that are listed (active, priced now). */
  valueIds: number[];
  /** Attribute values of the variations in stock. */
  inStockValueIds: number[];
  currency: string;
  /** Visible reviews per star, 1 to 5 (ratingSummary makes the average). */
  starCounts: [number, number, number, number, number];
};

type RawRow = {
  id: number;
  name: string;
  position: number | string | null;
  manufacturer_id: number | null;
  manufacturer_name: string | null;
  vat_class: "standard" | "reduced";
  card_gross_cents: number | string;
  in_stock_card_gross_cents: number | string | null;
  value_ids: number[] | null;
  in_stock_value_ids: number[] | null;
  currency: string;
  star_counts: (number | string)[];
};

/** The list's items: its categories, and a tag's items only when it is a tag page. */
function members(source: ListingSource): SQL {
  const categoryIds = sql.join(
    source.categoryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const tagged =
    source.tagId === undefined
      ? sql``
      : sql` and ic.item_id in (select it.item_id from item_tags it where it.tag_id = ${source.tagId})`;
  return sql`select ic.item_id, min(ic.position) as position from item_categories ic
    where ic.category_id in (${categoryIds})${tagged} group by ic.item_id`;
}

/**
 * Whether a stock row (alias `s`) covers `pieces`: none without a row, any number with
 * overselling, else what is not reserved (sellableQuantity).
 */
function covers(s: string, pieces: SQL): SQL {
  const row = sql.raw(s);
  return sql`(case when ${row}.variation_id is null then 0 >= ${pieces}
    when ${row}.allow_overselling then true
    else greatest(0, ${row}.quantity - ${row}.reserved) >= ${pieces} end)`;
}

export async function queryListingSummary(
  db: Database,
  source: ListingSource,
  locale: Locale,
  now: Date,
): Promise<SummaryRow[]> {
  const at = now.toISOString();
  const inStockIds = sql.join(
    IN_STOCK_AVAILABILITY_IDS.map((id) => sql`${id}`),
    sql`, `,
  );
  const statement = sql`
    with members as (${members(source)}),
    priced as (
      -- grossPriceNow: the cheapest valid default or special price for one piece, if a default one is valid
      select v.id, v.item_id, v.is_main, v.position, v.salable, v.availability_id,
        v.minimum_order_quantity, v.available_until, p.gross_cents, p.currency
      from members m
      join variations v on v.item_id = m.item_id and v.active
      join lateral (
        select min(vp.amount_cents) as gross_cents, min(vp.currency) as currency
        from variation_prices vp
        where vp.variation_id = v.id and vp.kind <> 'rrp' and vp.minimum_quantity <= 1
          and (vp.valid_from is null or vp.valid_from <= ${at}::timestamptz)
          and (vp.valid_until is null or vp.valid_until > ${at}::timestamptz)
        having bool_or(vp.kind = 'default')
      ) p on true
    ),
    decided as (
      -- isVariationSalable: switched on, still on sale, and stock for the minimum order quantity
      -- (of every component, for a bundle)
      select pr.*, (
        pr.salable
        and (pr.available_until is null or pr.available_until > ${at}::timestamptz)
        and case
          when exists (select 1 from bundle_components bc where bc.bundle_variation_id = pr.id) then not exists (
            select 1 from bundle_components bc
            join variations c on c.id = bc.component_variation_id
            left join stock cs on cs.variation_id = c.id
            where bc.bundle_variation_id = pr.id
              and not (c.active and c.salable and ${covers("cs", sql`bc.quantity * pr.minimum_order_quantity`)})
          )
          else ${covers("s", sql`pr.minimum_order_quantity`)}
        end
      ) as salable_now,
      -- an item may have two main variations: the first by position is the main one
      pr.is_main and row_number() over (partition by pr.item_id, pr.is_main order by pr.position, pr.id) = 1
        as first_main
      from priced pr
      left join stock s on s.variation_id = pr.id
    ),
    cards as (
      -- chooseCardVariation: the main one when salable, else the cheapest salable, else the main, else the cheapest
      select distinct on (item_id) item_id, gross_cents
      from decided
      order by item_id, (first_main and salable_now) desc, salable_now desc, first_main desc, gross_cents, position, id
    ),
    in_stock_cards as (
      -- the same choice among variations in stock, all salable: the main one, else the cheapest
      select distinct on (item_id) item_id, gross_cents
      from decided
      where availability_id in (${inStockIds}) and salable_now
      -- (the first main one by position, when two are in stock)
      order by item_id, is_main desc, case when is_main then null else gross_cents end, position, id
    ),
    per_item as (
      select item_id, min(currency) as currency from decided group by item_id
    ),
    item_values as (
      select d.item_id, array_agg(distinct vav.attribute_value_id) as value_ids,
        array_agg(distinct vav.attribute_value_id)
          filter (where d.availability_id in (${inStockIds}) and d.salable_now) as in_stock_value_ids
      from decided d join variation_attribute_values vav on vav.variation_id = d.id
      group by d.item_id
    )
    select i.id, t.name, m.position, i.manufacturer_id, mf.name as manufacturer_name, i.vat_class,
      c.gross_cents as card_gross_cents, sc.gross_cents as in_stock_card_gross_cents, iv.value_ids,
      iv.in_stock_value_ids, pi.currency,
      ir.star_counts
    from members m
    join items i on i.id = m.item_id
    join item_texts t on t.item_id = i.id and t.lang = ${locale}
    left join manufacturers mf on mf.id = i.manufacturer_id
    join cards c on c.item_id = i.id
    left join in_stock_cards sc on sc.item_id = i.id
    join per_item pi on pi.item_id = i.id
    left join item_values iv on iv.item_id = i.id
    -- The review module's table, only read: visible reviews per star, through its item index
    -- per listed item (a join of all reviews was planned as a nested loop over every pair)
    cross join lateral (
      select array[
        (count(*) filter (where r.rating = 1))::int, (count(*) filter (where r.rating = 2))::int,
        (count(*) filter (where r.rating = 3))::int, (count(*) filter (where r.rating = 4))::int,
        (count(*) filter (where r.rating = 5))::int] as star_counts
      from reviews r where r.item_id = i.id and r.visible
    ) ir`;
  return rowsOf<RawRow>(await db.execute(statement)).map((row) => ({
    id: Number(row.id),
    name: row.name,
    position: Number(row.position ?? 0),
    manufacturerId: row.manufacturer_id === null ? null : Number(row.manufacturer_id),
    manufacturerName: row.manufacturer_name,
    vatClass: row.vat_class,
    cardGrossCents: Number(row.card_gross_cents),
    inStockCardGrossCents: row.in_stock_card_gross_cents === null ? null : Number(row.in_stock_card_gross_cents),
    valueIds: (row.value_ids ?? []).map(Number),
    inStockValueIds: (row.in_stock_value_ids ?? []).map(Number),
    currency: row.currency,
    starCounts: row.star_counts.map(Number) as SummaryRow["starCounts"],
  }));
}

/**
 * The span around `now` in which the summary holds (factsWindow): time enters it only
 * through the prices' validity and the variations' end of sale.
 */
export async function querySummaryWindow(
  db: Database,
  source: ListingSource,
  now: Date,
): Promise<{ from: number; until: number }> {
  const at = now.toISOString();
  const statement = sql`
    with members as (${members(source)}),
    active as (select v.id, v.available_until from members m join variations v on v.item_id = m.item_id and v.active),
    instants as (
      select vp.valid_from as t from active a join variation_prices vp on vp.variation_id = a.id
      union all select vp.valid_until from active a join variation_prices vp on vp.variation_id = a.id
      union all select available_until from active
    )
    select max(t) filter (where t <= ${at}::timestamptz) as "from",
      min(t) filter (where t > ${at}::timestamptz) as "until"
    from instants`;
  const [row] = rowsOf<{ from: Date | string | null; until: Date | string | null }>(await db.execute(statement));
  return {
    from: row?.from == null ? -Infinity : new Date(row.from).getTime(),
    until: row?.until == null ? Infinity : new Date(row.until).getTime(),
  };
}
