/** The key form of a message with values, for zod schemas: messageKey("validation.maxLength", { max: 500 }). */
export function messageKey(key: string, values: Record<string, string | number>): string {
  return `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}`;
}
