/**
 * Ordered SQL migrations. Append only: never edit a migration that has shipped; add a new one.
 * Each runs once inside a transaction and is recorded in schema_migrations.
 */
import { m001Init } from './001_init';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [m001Init];
