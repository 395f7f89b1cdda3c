import { describe, expect, it } from 'vitest';
import { useFakeOpenAI, waitFor } from '../../../llm/__tests__/fakeServerHooks';
import { chat, httpError, type FakeResponse, type RecordedRequest } from '../../../llm/fakeOpenAIServer';
import { createGateway } from '../../../llm/gateway';
import { resolveSettings, type ModelSettingsInput } from '../../../llm/settings';
import { silentLogger } from '../../../log';
import type { DraftClaim, EngineContext } from '../../engine';
import { pageChunks } from '../chunking';
import { createModelEngine, type ModelEngineOptions } from '../modelEngine';
import { PROMPT_VERSION } from '../prompts';
import { isDedupeRequest, plausibleResponse, requestPages, syntheticPageText, textPageSource } from '../simulatedBench';

const silent = silentLogger;

const fake = useFakeOpenAI(plausibleResponse, { waitForIdle: true });

function setup(settings: ModelSettingsInput = {}, opts: ModelEngineOptions = {}) {
  const resolved = resolveSettings({
    enabled: true,
    provider: 'custom',
    baseUrl: fake.baseUrl,
    defaultModel: 'm1',
    maxRetries: 0,
    concurrency: 4,
    ...settings
  });
  const gateway = createGateway({ settings: resolved, log: silent, backoff: { baseMs: 1, maxMs: 2 } });
  return { gateway, engine: createModelEngine(gateway, resolved, opts) };
}

function context(pageCount: number, o: { signal?: AbortSignal; textOf?: (n: number) => string | null } = {}) {
  const progress: number[] = [];
  const warnings: string[] = [];
  const ctx: EngineContext = {
    reportId: 'rep_test',
    runId: 'run_test',
    pageCount,
    pages: textPageSource(pageCount, o.textOf ?? syntheticPageText),
    signal: o.signal ?? new AbortController().signal,
    onProgress: (n) => progress.push(n),
    onWarning: (m) => warnings.push(m)
  };
  return { ctx, progress, warnings };
}

async function collect(it: AsyncIterable<DraftClaim[]>): Promise<DraftClaim[][]> {
  const batches: DraftClaim[][] = [];
  for await (const b of it) batches.push(b);
  return batches;
}

/** First page of the window a request is about (undefined for dedupe and embedding requests). */
const windowOf = (req: RecordedRequest): number | undefined =>
  isDedupeRequest(req) ? undefined : requestPages(req)[0]?.page;
const extractionRequests = (): RecordedRequest[] => fake.requests.filter((r) => !isDedupeRequest(r));

describe('model engine: a normal run', () => {
  it('extracts 25 pages in 3 windows, claims inside their window, with proposed IFRS ids, overlap duplicates removed', async () => {
    const { engine } = setup();
    expect(engine).toMatchObject({ id: 'model', model: 'm1', promptVersion: PROMPT_VERSION });
    const { ctx, progress, warnings } = context(25);
    const batches = await collect(engine.extract(ctx));
    expect(extractionRequests()).toHaveLength(3);
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(batches.length).toBeLessThanOrEqual(3);
    const claims = batches.flat();
    // One claim per page; pages 9–10 and 17–18 were answered twice (exact duplicates).
    expect(claims.map((c) => c.sourcePage).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const c of claims) {
      expect(c.text).toBe(syntheticPageText(c.sourcePage).split(/(?<=\.)\s+/)[0]);
      expect(c.proposedIfrs?.length).toBe(1);
      expect(c.score).toBe(0.8);
      expect(['geographic', 'quantitative', 'legal_governance', 'strategic', 'environmental']).toContain(c.type);
    }
    expect(claims.find((c) => c.sourcePage === 5)?.proposedIfrs).toEqual(['S2.29(a)(i)(1)']);
    expect(warnings).toEqual([]);
    expect(progress.at(-1)).toBe(25);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('sends the window position, page markers and the IFRS map; uses the extraction model and run id accounting', async () => {
    const { engine, gateway } = setup({ models: { extraction: 'big' } });
    await collect(engine.extract(context(12).ctx));
    const bodies = fake.requests.map(
      (r) => r.body as { model: string; messages: Array<{ role: string; content: string }> }
    );
    expect(bodies.map((b) => b.model)).toEqual(['big', 'big']);
    const second = bodies.find((b) => b.messages[1]!.content.includes('Window 2 of 2'))!;
    expect(second.messages[1]!.content).toMatch(/pages 9–12 of a 12-page report/);
    expect(second.messages[1]!.content).toContain('[page 9]\n');
    expect(second.messages[0]!.content).toContain('S2.29(a)(i)(3)');
    expect(gateway.usage('run_test').calls).toBe(2);
  });

  it('drops near-duplicates across the overlap after the dedupe model confirms them', async () => {
    const { engine } = setup({ models: { dedupe: 'small' } });
    const reworded = (t: string): string => t.replace(/\.$/, ' overall.');
    fake.setDefault((req) => {
      if (isDedupeRequest(req) || windowOf(req) !== 9) return plausibleResponse(req);
      const answer = JSON.parse((plausibleResponse(req) as { content: string }).content) as {
        claims: Array<{ claim_text: string; source_page: number }>;
      };
      for (const c of answer.claims) if (c.source_page <= 10) c.claim_text = reworded(c.claim_text);
      return chat(JSON.stringify(answer));
    });
    const claims = (await collect(engine.extract(context(18).ctx))).flat();
    expect(claims).toHaveLength(18);
    for (const p of [9, 10]) expect(claims.filter((c) => c.sourcePage === p)).toHaveLength(1);
    const confirmations = fake.requests.filter(isDedupeRequest);
    expect(confirmations).toHaveLength(2);
    expect(confirmations.every((r) => (r.body as { model: string }).model === 'small')).toBe(true);
  });

  it('normalizes labels, drops empty claims and moves claims given a page outside the window', async () => {
    const { engine } = setup();
    const texts: Record<number, string> = {
      3: 'Board oversight is quarterly.',
      4: 'Our Scope 2 emissions were 55 kt in 2024. More text.'
    };
    fake.setDefault(() =>
      chat(
        JSON.stringify({
          claims: [
            {
              claim_text: 'Our Scope 2 emissions were 55 kt in 2024.',
              claim_type: 'Quantitative/Metrics',
              source_page: 40,
              priority: 'HIGH',
              preliminary_ifrs: 'S2.29(a)(i)(2)'
            },
            { claim_text: 'Net zero by 2040.', claim_type: 'Forward-looking', source_page: 0, priority: 'critical' },
            {
              claim_text: 'Board oversight is quarterly.',
              claim_type: 'legal / governance',
              source_page: '3',
              priority: 'somewhat'
            },
            { claim_text: '   ', claim_type: 'environmental', source_page: 3 }
          ]
        })
      )
    );
    const claims = (await collect(engine.extract(context(5, { textOf: (n) => texts[n] ?? null }).ctx))).flat();
    expect(claims).toHaveLength(3);
    const [scope2, netZero, board] = claims;
    expect(scope2).toMatchObject({
      type: 'quantitative',
      priority: 'high',
      sourcePage: 4,
      proposedIfrs: ['S2.29(a)(i)(2)']
    });
    expect(scope2!.reasoning).toMatch(/page 40, outside pages 1–5; page 4 used instead/);
    expect(netZero).toMatchObject({ type: 'strategic', priority: 'high', sourcePage: 1, proposedIfrs: [] });
    expect(board).toMatchObject({ type: 'legal_governance', priority: 'medium', sourcePage: 3, reasoning: '' });
  });

  it('reads the figures of each claim from its text after the model answers (the model is not asked for them)', async () => {
    const { engine } = setup();
    const text = 'Scope 1 emissions fell to 1,234 tCO2e in 2023.';
    fake.setDefault(() =>
      chat(
        JSON.stringify({
          claims: [
            { claim_text: text, claim_type: 'quantitative', source_page: 2, priority: 'high' },
            { claim_text: 'Board oversight is quarterly.', claim_type: 'governance', source_page: 2, priority: 'low' }
          ]
        })
      )
    );
    const [withFigure, without] = (
      await collect(engine.extract(context(3, { textOf: (n) => (n === 2 ? text : null) }).ctx))
    ).flat();
    expect(withFigure!.figures).toEqual([
      { value: 1234, unit: 'tCO2e', period: '2023', year: 2023, scopes: [1], raw: '1,234 tCO2e', start: 26, end: 37 }
    ]);
    expect(without!.figures).toEqual([]);
    const prompts = fake.requests
      .flatMap((r) => (r.body as { messages: Array<{ content: string }> }).messages.map((m) => m.content))
      .join('\n');
    expect(prompts).toMatch(/"claim_text"/);
    expect(prompts).not.toMatch(/"figures"/);
  });

  it('skips windows without text and fails the run when no extraction model is set', async () => {
    const { engine } = setup();
    expect(await collect(engine.extract(context(12, { textOf: () => null }).ctx))).toEqual([]);
    expect(fake.requests).toHaveLength(0);
    const none = setup({ defaultModel: undefined, models: {} });
    await expect(collect(none.engine.extract(context(5).ctx))).rejects.toMatchObject({ llmCode: 'LLM_NOT_CONFIGURED' });
  });
});

describe('model engine: failures', () => {
  it('retries a window whose answers are malformed and recovers when the retry succeeds', async () => {
    const { engine } = setup();
    let bad = 2;
    fake.setDefault((req) =>
      windowOf(req) === 9 && bad-- > 0 ? chat('sorry, I cannot produce JSON') : plausibleResponse(req)
    );
    const { ctx, warnings } = context(25);
    const claims = (await collect(engine.extract(ctx))).flat();
    expect(warnings).toEqual([]);
    // First call + repair round (LLM_BAD_OUTPUT), then the window's own retry.
    expect(extractionRequests().filter((r) => windowOf(r) === 9)).toHaveLength(3);
    expect(claims).toHaveLength(25);
  });

  it('warns about a window that stays malformed and goes on with the others', async () => {
    const { engine } = setup();
    fake.setDefault((req) => (windowOf(req) === 9 ? chat('{"claims": "not today"') : plausibleResponse(req)));
    const { ctx, warnings, progress } = context(25);
    const claims = (await collect(engine.extract(ctx))).flat();
    expect(extractionRequests().filter((r) => windowOf(r) === 9)).toHaveLength(4);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^pages 9–18 could not be processed: .*expected structure/);
    expect(claims.map((c) => c.sourcePage).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 18, 19, 20, 21, 22, 23, 24, 25
    ]);
    expect(progress.at(-1)).toBe(25);
  });

  it('warns about a window answered with 500s after the gateway retries, and continues', async () => {
    const { engine } = setup({ maxRetries: 1 });
    fake.setDefault((req) => (windowOf(req) === 17 ? httpError(500) : plausibleResponse(req)));
    const { ctx, warnings } = context(25);
    const claims = (await collect(engine.extract(ctx))).flat();
    expect(extractionRequests().filter((r) => windowOf(r) === 17)).toHaveLength(4);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^pages 17–25 could not be processed: .*HTTP 500/);
    expect(claims).toHaveLength(18);
  });

  it('ends the run with the error when the key is refused', async () => {
    const { engine } = setup();
    fake.setDefault(() => httpError(401));
    const { ctx, warnings } = context(25);
    await expect(collect(engine.extract(ctx))).rejects.toMatchObject({ llmCode: 'LLM_AUTH' });
    expect(warnings).toEqual([]);
  });
});

describe('model engine: cancellation and concurrency', () => {
  it('stops after cancellation mid-run: the generator ends, nothing more is yielded, calls are cancelled', async () => {
    const { engine } = setup({ concurrency: 1 });
    // The first window answers; every later one waits until the client gives up.
    fake.setDefault((req): FakeResponse => (windowOf(req) === 1 ? plausibleResponse(req) : { kind: 'hang' }));
    const ac = new AbortController();
    const { ctx, warnings } = context(41, { signal: ac.signal });
    const batches: DraftClaim[][] = [];
    for await (const b of engine.extract(ctx)) {
      batches.push(b);
      await waitFor(() => fake.inFlight === 1, 'the second window in flight');
      ac.abort();
    }
    expect(batches).toHaveLength(1);
    expect(warnings).toEqual([]);
    await waitFor(() => fake.inFlight === 0, 'the request to be dropped');
    expect(extractionRequests()).toHaveLength(2);
  });

  it('stops when cancelled before any window finished', async () => {
    const { engine } = setup();
    fake.setDefault(() => ({ kind: 'hang' }));
    const ac = new AbortController();
    const { ctx } = context(25, { signal: ac.signal });
    const run = collect(engine.extract(ctx));
    await waitFor(() => fake.requests.length === 3, 'three windows in flight');
    ac.abort();
    expect(await run).toEqual([]);
  });

  it('cancels the windows still running when the consumer stops early', async () => {
    const { engine } = setup();
    fake.setDefault((req): FakeResponse => (windowOf(req) === 1 ? plausibleResponse(req) : { kind: 'hang' }));
    for await (const _batch of engine.extract(context(25).ctx)) {
      await waitFor(() => fake.inFlight === 2, 'the two other windows in flight');
      break;
    }
    await waitFor(() => fake.inFlight === 0, 'the hanging requests to be dropped');
    expect(fake.requests).toHaveLength(3);
  });

  it('never has more requests in flight than settings.concurrency', async () => {
    const { engine } = setup({ concurrency: 2 });
    fake.setDefault((req) => ({ kind: 'delay', ms: 30, then: plausibleResponse(req) }));
    expect(pageChunks(41)).toHaveLength(5);
    const claims = (await collect(engine.extract(context(41).ctx))).flat();
    expect(extractionRequests()).toHaveLength(5);
    expect(fake.maxInFlight).toBeLessThanOrEqual(2);
    expect(fake.maxInFlight).toBe(2);
    expect(claims).toHaveLength(41);
  });
});
