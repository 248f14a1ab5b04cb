/**
 * Mollie writes amounts as strings with exactly two decimals ("10.00"). We hold integer
 * cents; converting through text keeps floats out (only two-decimal currencies are sold).
 */
export function centsToMollieValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export function mollieValueToCents(value: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`not a Mollie amount: ${value}`);
  return Number(match[1]) * 100 + Number(match[2]);
}
