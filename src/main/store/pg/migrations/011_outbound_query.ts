import type { Migration } from './migration';

/**
 * The outbound ledger records the query text an evidence provider sent (the search words, the place
 * name, the scene query) so the analyst can see exactly what left the machine. NULL for requests
 * that carry none (the model gateway, image range reads) and for rows written before this migration.
 */
export const m011OutboundQuery: Migration = {
  id: 11,
  name: 'outbound_query',
  sql: `
ALTER TABLE outbound_ledger ADD COLUMN query_text TEXT;
`
};
