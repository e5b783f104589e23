// Whether a write failed on a unique index, on either engine: better-sqlite3 says "UNIQUE
// constraint failed" (code SQLITE_CONSTRAINT_UNIQUE), pg gives SQLSTATE 23505.
export function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code}` : '';
  return /unique|23505/i.test(text);
}
