/**
 * Analyst overrides in PGlite (migration 010): added, never edited or deleted, listed per run oldest
 * first. What an override may target and what it records is decided in library/overrides.ts.
 */
import { OverrideSchema, type Override } from '../../../../shared/domain/override';
import type { Db } from '../db';

export function overridesRepo(db: Db) {
  return {
    async add(o: Override): Promise<void> {
      await db.query('INSERT INTO overrides (id, run_id, kind, target_id, at, data) VALUES ($1, $2, $3, $4, $5, $6)', [
        o.id,
        o.runId,
        o.kind,
        o.targetId,
        o.at,
        JSON.stringify(o)
      ]);
    },
    async list(runId: string): Promise<Override[]> {
      const res = await db.query<{ data: unknown }>('SELECT data FROM overrides WHERE run_id = $1 ORDER BY at, id', [
        runId
      ]);
      return res.rows.map((r) => OverrideSchema.parse(r.data));
    }
  };
}
export type OverridesRepo = ReturnType<typeof overridesRepo>;
