/**
 * Migration 007 and the claims repo: claims carry their figures through a write and a read, and a
 * claim stored before the migration reads with an empty list. One in-memory PGlite for the file.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '../../../../shared/domain/claim';
import { migrate, type Db } from '../db';
import { migrations } from '../migrations/index';
import { claimsRepo } from '../repos/claims';

const REPORT = 'rpt_00000000000000f1';

const claim: Claim = {
  id: 'clm_1',
  reportId: REPORT,
  text: 'Scope 1 emissions fell to 1,234 tCO2e in 2023.',
  type: 'quantitative',
  priority: 'high',
  reasoning: 'a measured figure',
  sourcePage: 3,
  sourceContext: '',
  preliminaryIfrs: ['S2.29(a)(i)(1)'],
  anchor: {
    page: 3,
    rects: [{ x: 0.1, y: 0.2, w: 0.5, h: 0.02 }],
    quote: 'Scope 1 emissions fell to 1,234 tCO2e in 2023.',
    prefix: '',
    suffix: '',
    method: 'exact',
    score: 1
  },
  score: 0.9,
  provenance: { engine: 'offline', sources: [{ kind: 'report', ref: `${REPORT}#page=3`, page: 3 }] },
  figures: [
    { value: 1234, unit: 'tCO2e', period: '2023', year: 2023, scopes: [1], raw: '1,234 tCO2e', start: 26, end: 37 }
  ]
};

describe('claim figures in the store (migration 007)', () => {
  let db: Db;

  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
    // The schema as it stood before migration 007, with a claim written then.
    await db.exec(
      `CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`
    );
    for (const m of migrations.filter((x) => x.id < 7)) {
      await db.exec(m.sql);
      await db.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
    }
    await db.query(
      `INSERT INTO reports (id, sha256, title, file_name, byte_size, page_count, word_count, section_count, status) VALUES ($1, 'abc', 'R', 'r.pdf', 1, 5, 10, 1, 'ready')`,
      [REPORT]
    );
    await db.query(
      `INSERT INTO claims (id, report_id, run_id, engine, text, type, priority, reasoning, source_page, anchor, score, provenance)
       VALUES ('clm_old', $1, 'run_0', 'offline', 'An older claim of 12 t.', 'quantitative', 'low', '', 2, $2, 0.5, $3)`,
      [REPORT, JSON.stringify({ ...claim.anchor, page: 2 }), JSON.stringify(claim.provenance)]
    );
    expect(await migrate(db)).toBe(migrations.filter((x) => x.id >= 7).length);
  });
  afterAll(async () => {
    await db.close();
  });

  it('reads a claim stored before the migration with an empty figure list', async () => {
    const [old] = await claimsRepo(db).list(REPORT);
    expect(old).toMatchObject({ id: 'clm_old', figures: [] });
  });

  it('writes and reads a claim with its figures unchanged, and updates them on a re-run', async () => {
    const repo = claimsRepo(db);
    await repo.upsertMany('run_1', [claim]);
    expect((await repo.list(REPORT)).find((c) => c.id === claim.id)).toEqual(claim);
    const again = { ...claim, figures: [{ ...claim.figures[0]!, value: 1235 }] };
    await repo.upsertMany('run_2', [again]);
    expect((await repo.list(REPORT)).find((c) => c.id === claim.id)?.figures).toEqual(again.figures);
  });
});
