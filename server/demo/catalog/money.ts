/**
 * Rounds a computed price (a discount, a bundle saving) to a shop price in cents the way a
 * merchandiser would: 1,429 EUR above 200 EUR, 49.90 EUR above 10 EUR, 4.90 EUR below.
 */
export function shopPriceCents(cents: number): number {
  const eur = cents / 100;
  if (eur >= 200) return (Math.round(eur / 10) * 10 - 1) * 100;
  if (eur >= 10) return Math.floor(eur) * 100 + 90;
  return Math.max(99, Math.floor(eur) * 100 + 90 - (eur % 1 < 0.9 ? 100 : 0));
}
