/** SQLite's constraint code (SQLITE_CONSTRAINT_UNIQUE, ..._FOREIGNKEY), when the error is one. */
export const sqliteCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
};
