/**
 * An offline analysis with every product agent leaves the machine never: every socket connection and
 * DNS lookup made while it runs is recorded, and any that is not loopback fails the test. The agents
 * that use outside evidence (News/Media, Geography, Academic/Research) then say what they did not
 * consult instead of reaching out, and the outbound ledger stays empty.
 */
import dns from 'node:dns';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { analyzeReport } from '../../src/main/library/analyzeReport';
import { memoryCheckpointer } from '../../src/main/pipeline/memoryCheckpointer';
import { useImportedFixture } from '../helpers/importedFixture';

const fx = useImportedFixture('ghg-planted.pdf');
const LOOPBACK = /^(?:127\.|::1$|localhost$|::ffff:127\.)/u;
const attempts: string[] = [];
const original = { connect: net.Socket.prototype.connect, lookup: dns.lookup, promisesLookup: dns.promises.lookup };

beforeAll(() => {
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    // net.connect() hands the socket its normalised arguments as one array.
    const first = (Array.isArray(args[0]) ? args[0][0] : args[0]) as { host?: string; path?: string } | number | string;
    const host =
      typeof first === 'object' && first !== null
        ? first.path
          ? 'ipc'
          : (first.host ?? 'localhost')
        : typeof first === 'number'
          ? String(args[1] ?? 'localhost')
          : String(first);
    if (host !== 'ipc' && !LOOPBACK.test(host)) attempts.push(`connect ${host}`);
    return (original.connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
  dns.lookup = ((host: string, ...rest: unknown[]) => {
    if (!LOOPBACK.test(host)) attempts.push(`lookup ${host}`);
    return (original.lookup as (...a: unknown[]) => void)(host, ...rest);
  }) as typeof dns.lookup;
  dns.promises.lookup = ((host: string, ...rest: unknown[]) => {
    if (!LOOPBACK.test(host)) attempts.push(`lookup ${host}`);
    return (original.promisesLookup as (...a: unknown[]) => Promise<unknown>)(host, ...rest);
  }) as typeof dns.promises.lookup;
});
afterAll(() => {
  net.Socket.prototype.connect = original.connect;
  dns.lookup = original.lookup;
  dns.promises.lookup = original.promisesLookup;
});

describe('offline analysis', () => {
  it('records a connection to an outside address (the probe works)', () => {
    const s = net.connect({ host: '192.0.2.1', port: 9 }); // TEST-NET-1: never routed
    s.on('error', () => undefined);
    s.destroy();
    expect(attempts).toEqual(['connect 192.0.2.1']);
    attempts.length = 0;
  });

  it('opens no connection beyond loopback, and the agents that need outside sources say they were not consulted', async () => {
    const checkpointer = memoryCheckpointer();
    const started = await analyzeReport(
      {
        runs: checkpointer,
        services: (engine) =>
          pipelineServices(fx.stores, engine, {
            keys: memoryKeyStore(),
            log: fx.log,
            env: {},
            appVersion: 'test',
            checkpointer
          })
      },
      { target: { kind: 'new', reportId: fx.report.id, engine: 'offline', maxCycles: 2 }, writers: [] }
    );
    const r = await started.finished;
    expect(r.status).toBe('completed');
    expect(attempts).toEqual([]);
    const findings = r.compiled!.pillars.flatMap((p) => p.claims.flatMap((c) => c.findings));
    const agents = new Set(findings.map((f) => f.agent));
    expect([...agents].sort()).toEqual(expect.arrayContaining(['data_metrics', 'geography', 'legal', 'news_media']));
    const news = findings.filter((f) => f.agent === 'news_media');
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((f) => f.evidenceType === 'not_consulted' && f.supportsClaim === null)).toBe(true);
    expect((await fx.stores.outbound.list(10)).total).toBe(0);
  });
});
