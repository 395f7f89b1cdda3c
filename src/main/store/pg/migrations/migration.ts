/** One append-only SQL migration: run once in a transaction, recorded in schema_migrations. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}
