/**
 * Ordered SQL migrations. Append only: never edit a migration that has shipped; add a new one.
 * Each runs once inside a transaction and is recorded in schema_migrations.
 */
import { m001Init } from './001_init';
import { m002StandardPassages } from './002_standard_passages';
import { m003Claims } from './003_claims';
import { m004Analysis } from './004_analysis';
import { m006OutboundOutcome } from './006_outbound_outcome';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [m001Init, m002StandardPassages, m003Claims, m004Analysis, m006OutboundOutcome];
