/**
 * Ordered SQL migrations. Append only: never edit a migration that has shipped; add a new one.
 * Each runs once inside a transaction and is recorded in schema_migrations.
 */
import { m001Init } from './001_init';
import { m002StandardPassages } from './002_standard_passages';
import { m003Claims } from './003_claims';
import { m004Analysis } from './004_analysis';
import { m005ReportFindings } from './005_report_findings';
import { m006OutboundOutcome } from './006_outbound_outcome';
import { m007ClaimFigures } from './007_claim_figures';
import { m008RunEvents } from './008_run_events';
import { m009ReportFigures } from './009_report_figures';
import { m010Overrides } from './010_overrides';
import { m011OutboundQuery } from './011_outbound_query';

import type { Migration } from './migration';

export type { Migration } from './migration';

export const migrations: Migration[] = [
  m001Init,
  m002StandardPassages,
  m003Claims,
  m004Analysis,
  m005ReportFindings,
  m006OutboundOutcome,
  m007ClaimFigures,
  m008RunEvents,
  m009ReportFigures,
  m010Overrides,
  m011OutboundQuery
];
