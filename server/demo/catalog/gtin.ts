/** GS1 check digit of the first 12 digits of an EAN-13 (weights 1 and 3 from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`expected 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(gtin: string): boolean {
  return /^\d{13}$/.test(gtin) && ean13CheckDigit(gtin.slice(0, 12)) === Number(gtin[12]);
}

/**
 * A demo EAN-13 from a variation id. 426 is a German GS1 prefix; "0999" marks the numbers
 * as made up by this seed, and the id keeps them unique.
 */
export function demoGtin(variationId: number): string {
  const first12 = `4260999${String(variationId).padStart(5, "0")}`;
  if (first12.length !== 12) throw new Error(`variation id ${variationId} does not fit a demo GTIN`);
  return `${first12}${ean13CheckDigit(first12)}`;
}
