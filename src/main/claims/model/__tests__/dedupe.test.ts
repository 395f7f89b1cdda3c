import { describe, expect, it } from 'vitest';
import { useFakeOpenAI } from '../../../llm/__tests__/fakeServerHooks';
import { chat, httpError } from '../../../llm/fakeOpenAIServer';
import { createGateway } from '../../../llm/gateway';
import { resolveSettings, type ModelSettingsInput } from '../../../llm/settings';
import { silentLogger } from '../../../log';
import type { DraftClaim } from '../../engine';
import {
  acceptNew,
  createDeduper,
  normalizeClaimText,
  wordSet,
  wordSetSimilarity,
  type DedupeOptions
} from '../dedupe';
import { isDedupeRequest } from '../simulatedBench';

const silent = silentLogger;

const fake = useFakeOpenAI(() => chat('{"duplicate": true, "keep": 1, "reason": "same"}'));

const claim = (text: string, sourcePage: number): DraftClaim => ({
  text,
  sourcePage,
  type: 'quantitative',
  priority: 'high',
  reasoning: '',
  sourceContext: '',
  score: 0.8
});

/** Dedupe options over the fake server; `fetch` may rewrite requests (to choose embeddings). */
function options(
  settings: ModelSettingsInput = {},
  extra: { fetch?: typeof fetch; warnings?: string[] } = {}
): DedupeOptions {
  const resolved = resolveSettings({
    enabled: true,
    provider: 'custom',
    baseUrl: fake.baseUrl,
    defaultModel: 'm1',
    maxRetries: 0,
    ...settings
  });
  const gateway = createGateway({
    settings: resolved,
    log: silent,
    backoff: { baseMs: 1, maxMs: 2 },
    ...(extra.fetch ? { fetch: extra.fetch } : {})
  });
  return { gateway, settings: resolved, overlap: 2, onWarning: (m) => extra.warnings?.push(m) };
}

const S1 = 'Scope 1 emissions at the Rotterdam plant fell to 1333 tCO2e in FY2024.';
const S1_NEAR = 'Scope 1 emissions at the Rotterdam plant fell to 1333 tCO2e during FY2024.';
const S1_OTHER_FIGURE = 'Scope 1 emissions at the Rotterdam plant fell to 1407 tCO2e in FY2024.';
const WATER = 'Our Pune facility withdrew 400 megalitres of water in a high-stress basin.';

describe('similarity helpers', () => {
  it('normalizes case, punctuation, quotes and digit grouping but keeps decimals and percentages', () => {
    expect(normalizeClaimText('  “Net-zero” by 2050: 2,300 t (down 12 %), 2.3 Mt. ')).toBe(
      'net zero by 2050 2300 t down 12% 2.3 mt'
    );
  });

  it('scores word sets by cosine, ignoring stopwords', () => {
    expect(wordSetSimilarity(wordSet(S1), wordSet(S1))).toBe(1);
    expect(wordSetSimilarity(wordSet(S1), wordSet(S1_NEAR))).toBeGreaterThan(0.92);
    expect(wordSetSimilarity(wordSet(S1), wordSet(WATER))).toBeLessThan(0.3);
    expect(wordSetSimilarity(new Set(), wordSet(S1))).toBe(0);
  });
});

describe('incremental dedupe', () => {
  it('drops exact duplicates (after normalization) without asking the model, across and within batches', async () => {
    const d = createDeduper(options());
    expect(await d.accept([claim(S1, 9), claim(WATER, 10)])).toHaveLength(2);
    const fresh = await d.accept([
      claim(S1.toUpperCase().replace('.', ''), 9),
      claim(`  ${WATER}`, 30),
      claim('Water use fell 5% in 2024.', 12),
      claim('water use fell 5 % in 2024', 12)
    ]);
    expect(fresh.map((c) => c.text)).toEqual(['Water use fell 5% in 2024.']);
    expect(d.size).toBe(3);
    expect(fake.requests).toHaveLength(0);
  });

  it('asks the dedupe model about near-duplicates on nearby pages and follows its answer', async () => {
    const o = options({ models: { dedupe: 'small' } });
    const accepted = await acceptNew([], [claim(S1, 9)], o);
    expect(await acceptNew(accepted, [claim(S1_NEAR, 10)], o)).toHaveLength(0);
    expect(fake.requests).toHaveLength(1);
    expect((fake.requests[0]!.body as { model: string }).model).toBe('small');
    expect(isDedupeRequest(fake.requests[0]!)).toBe(true);

    fake.setDefault(() => chat('{"duplicate": false, "keep": 1, "reason": "different years"}'));
    expect((await acceptNew(accepted, [claim(S1_NEAR, 10)], o)).map((a) => a.claim.text)).toEqual([S1_NEAR]);
  });

  it('keeps the first claim even when the model prefers the newer wording', async () => {
    fake.setDefault(() => chat('{"duplicate": true, "keep": "2", "reason": "richer"}'));
    const d = createDeduper(options());
    await d.accept([claim(S1, 9)]);
    expect(await d.accept([claim(S1_NEAR, 9)])).toEqual([]);
    expect(d.size).toBe(1);
  });

  it('never compares claims further apart than overlap + 1 pages', async () => {
    const o = options();
    const accepted = await acceptNew([], [claim(S1, 9)], o);
    expect(await acceptNew(accepted, [claim(S1_NEAR, 13)], o)).toHaveLength(1);
    expect(await acceptNew(accepted, [claim(S1_NEAR, 12)], o)).toHaveLength(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('without a dedupe model, merges only very close pairs that quote the same figures', async () => {
    const o = options({ defaultModel: undefined, models: { extraction: 'big' } });
    const accepted = await acceptNew([], [claim(S1, 9)], o);
    expect(await acceptNew(accepted, [claim(S1_NEAR, 10)], o)).toHaveLength(0);
    expect(await acceptNew(accepted, [claim(S1_OTHER_FIGURE, 10)], o)).toHaveLength(1);
    // ≥ 0.85 but < 0.92: a candidate, not merged without confirmation.
    const looser = 'Scope 1 emissions at our Rotterdam plant fell to 1333 tCO2e during FY2024 overall.';
    expect(wordSetSimilarity(wordSet(S1), wordSet(looser))).toBeGreaterThanOrEqual(0.85);
    expect(wordSetSimilarity(wordSet(S1), wordSet(looser))).toBeLessThan(0.92);
    expect(await acceptNew(accepted, [claim(looser, 10)], o)).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to the wording rule, with one warning, when confirmation calls fail', async () => {
    fake.setDefault(() => httpError(500));
    const warnings: string[] = [];
    const d = createDeduper(options({}, { warnings }));
    await d.accept([claim(S1, 9), claim(WATER, 30)]);
    expect(await d.accept([claim(S1_NEAR, 10)])).toEqual([]);
    expect(await d.accept([claim(WATER.replace('a high-stress', 'one high-stress'), 30)])).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/duplicate check by the model failed/);
    expect(fake.requests).toHaveLength(1);
  });

  it('uses endpoint embeddings when an embedding model is set', async () => {
    // The fake embeds by hashing the text; mapping both Rotterdam wordings to one input gives them one vector.
    const canon = (t: string): string => (t.includes('Rotterdam') ? 'ROTTERDAM SCOPE 1' : t);
    const rewrite: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/embeddings') && typeof init?.body === 'string') {
        const body = JSON.parse(init.body) as { input: string[] };
        return fetch(input, { ...init, body: JSON.stringify({ ...body, input: body.input.map(canon) }) });
      }
      return fetch(input, init);
    };
    const o = options({ models: { embedding: 'emb' } }, { fetch: rewrite });
    const accepted = await acceptNew([], [claim(S1, 9), claim(WATER, 9)], o);
    expect(accepted.every((a) => a.vector?.length === 8)).toBe(true);
    const reworded = 'At Rotterdam, FY2024 Scope 1 output came to 1333 tonnes.';
    expect(wordSetSimilarity(wordSet(S1), wordSet(reworded))).toBeLessThan(0.85);
    expect(await acceptNew(accepted, [claim(reworded, 10)], o)).toHaveLength(0);
    const paths = fake.requests.map((r) => r.path);
    expect(paths.filter((p) => p.endsWith('/embeddings'))).toHaveLength(2);
    expect(paths.filter((p) => p.endsWith('/chat/completions'))).toHaveLength(1);
  });

  it('passes cancellation through', async () => {
    fake.setDefault(() => ({ kind: 'hang' }));
    const ac = new AbortController();
    const o = { ...options(), signal: ac.signal };
    const accepted = await acceptNew([], [claim(S1, 9)], o);
    const p = acceptNew(accepted, [claim(S1_NEAR, 10)], o);
    for (let i = 0; i < 2000 && fake.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    ac.abort();
    await expect(p).rejects.toMatchObject({ llmCode: 'LLM_CANCELLED' });
  });
});
