/**
 * What a specialist may touch: a probe agent, run by the real pipeline, reads the whole report
 * (every page, every table row with its place, the chunks, every claim), searches the report and
 * the corpus, and tries the outbound door. It finds no write method anywhere in its context, cannot
 * change what it reads, and its request to an outside host is refused before any socket opens and
 * written to the ledger under its name.
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { analyzeReport } from '../../src/main/library/analyzeReport';
import type { SpecialistAgent, SpecialistContext } from '../../src/main/agents/specialist';
import type { ReportTableRow } from '../../src/main/agents/readContext';
import { useImportedFixture } from '../helpers/importedFixture';

const fx = useImportedFixture('sample-report.pdf');
const log = fx.log;

const WRITE =
  /^(?:upsert|insert|delete|save|write|replace|create|commit|finish|reset|add|record|start|purge|mark|update|set|put|remove|drop|reopen|supersede|import)/i;

/** Every function name reachable from `root` (own and prototype properties), with its path. */
function reachableFunctions(root: unknown): string[] {
  const seen = new Set<unknown>();
  const found: string[] = [];
  const walk = (v: unknown, path: string, depth: number): void => {
    if (!v || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v) || depth > 6) return;
    // Byte buffers (a database's pages, the text's offset tables) hold data, not methods.
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer || v instanceof SharedArrayBuffer) return;
    seen.add(v);
    let o: object | null = v as object;
    while (o && o !== Object.prototype && o !== Function.prototype && o !== Array.prototype) {
      for (const key of Object.getOwnPropertyNames(o)) {
        // The abort signal is the platform's (addEventListener is not a store write).
        if (key === 'constructor' || v instanceof AbortSignal) continue;
        const d = Object.getOwnPropertyDescriptor(o, key);
        const child = d && 'value' in d ? d.value : undefined;
        if (typeof child === 'function') found.push(`${path}.${key}`);
        walk(child, `${path}.${key}`, depth + 1);
      }
      o = Object.getPrototypeOf(o);
    }
  };
  walk(root, 'ctx', 0);
  return found;
}

interface Seen {
  keys: string[];
  functions: string[];
  pages: number[];
  rows: readonly ReportTableRow[];
  page4Rows: number;
  chunks: number;
  claims: number;
  reportHits: number;
  corpusHits: string[];
  paragraph: string | undefined;
  mutation: string;
  blocked: string;
}

function probe(seen: Partial<Seen>): SpecialistAgent {
  return {
    id: 'data_metrics',
    description: 'probe',
    async investigate(_input, ctx: SpecialistContext) {
      seen.keys = Object.keys(ctx);
      seen.functions = reachableFunctions(ctx);
      seen.pages = [];
      for await (const p of ctx.report.pages()) seen.pages.push(p.pageNumber);
      seen.rows = await ctx.report.tableRows();
      seen.page4Rows = (await ctx.report.tableRows(4)).length;
      seen.chunks = (await ctx.report.chunks()).length;
      seen.claims = ctx.report.claims().length;
      seen.reportHits = (await ctx.report.search('Scope 1 emissions')).length;
      seen.corpusHits = (await ctx.corpus.search('Scope 3 greenhouse gas emissions categories')).map(
        (h) => h.sourceType
      );
      seen.paragraph = ctx.corpus.paragraph('S2.29')?.id;
      try {
        (ctx.report.claims()[0] as { text: string }).text = 'changed';
        seen.mutation = 'allowed';
      } catch (err) {
        seen.mutation = (err as Error).name;
      }
      try {
        await ctx.net.request('https://api.crossref.org/works?query=scope+3', { method: 'GET' }, { purpose: 'probe' });
        seen.blocked = 'sent';
      } catch (err) {
        seen.blocked = (err as { netCode?: string }).netCode ?? String(err);
      }
      return { findings: [] };
    }
  };
}

describe('agent context', () => {
  it('reads the whole report and the corpus, writes nothing, and reaches no outside host', async () => {
    const seen: Partial<Seen> = {};
    const services = (engine: 'offline' | 'model') =>
      pipelineServices(fx.stores, engine, { keys: memoryKeyStore(), log, appVersion: 'test', agents: [probe(seen)] });
    const started = await analyzeReport(
      { runs: fx.stores.analysis, services },
      { target: { kind: 'new', reportId: fx.report.id, engine: 'offline', maxCycles: 1 } }
    );
    const done = await started.finished;
    expect(done.status).toBe('completed');
    expect(done.state.agentStatus.data_metrics).toMatchObject({ status: 'completed' });

    expect(seen.keys).not.toContain('stores');
    expect(seen.functions!.filter((f) => WRITE.test(f.split('.').pop()!))).toEqual([]);
    expect(seen.pages).toEqual(
      Array.from({ length: fx.report.pageCount }, (_, i) => i + 1).filter((n) => seen.pages!.includes(n))
    );
    expect(seen.pages!.length).toBeGreaterThanOrEqual(fx.report.pageCount - 1);
    // The fixture's GHG table (page 4): Scope 1, 2 and 3 rows with their years and rectangles.
    const scope1 = seen.rows!.find((r) => /^Scope 1\b/.test(r.label));
    expect(scope1).toMatchObject({ page: 4, cells: ['12,450', '11,020'], years: ['2022', '2023'] });
    expect(scope1!.rects.length).toBeGreaterThan(0);
    expect(seen.page4Rows).toBeGreaterThanOrEqual(3);
    expect(seen.chunks).toBeGreaterThan(0);
    expect(seen.claims).toBe(done.state.claims.length);
    expect(seen.reportHits).toBeGreaterThan(0);
    expect(seen.corpusHits!.length).toBeGreaterThan(0);
    expect(seen.corpusHits!.every((t) => t !== 'report')).toBe(true);
    expect(seen.paragraph).toBe('S2.29');
    expect(seen.mutation).toBe('TypeError');
    expect(done.state.claims[0]?.text).not.toBe('changed');

    expect(seen.blocked).toBe('NET_BLOCKED');
    const ledger = await fx.stores.outbound.recent(20);
    expect(ledger.find((r) => r.purpose === 'data_metrics:probe')).toMatchObject({
      host: 'api.crossref.org',
      outcome: 'blocked',
      runId: started.runId
    });
  });
});
