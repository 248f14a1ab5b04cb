/** Postgres' unique_violation (23505), however the driver wraps it (PGlite and node-postgres alike). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
