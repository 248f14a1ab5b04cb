/**
 * Human-readable order numbers: "O-" + the year of placing + the sequence value, six digits
 * at least ("O-2026-000123"). The sequence is global, so the number stays unique across years
 * and nodes; the year only helps people read it.
 */
export function formatOrderNumber(sequenceValue: number, placedAt: Date): string {
  if (!Number.isSafeInteger(sequenceValue) || sequenceValue <= 0) throw new RangeError("bad sequence value");
  return `O-${placedAt.getUTCFullYear()}-${String(sequenceValue).padStart(6, "0")}`;
}

export const ORDER_NUMBER_PATTERN = /^O-\d{4}-\d{6,}$/;
