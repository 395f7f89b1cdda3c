/**
 * The model's review of the gap scan's gaps (docs/legal-gaps.md, "Model review") against the loopback
 * fake OpenAI-compatible server, on the twin without board oversight: an item the model quotes from
 * the page leaves the gap (a gap with every item found is dropped and its coverage says where); a
 * quote that is not on the page changes nothing; a malformed answer is repaired in one round; an
 * answer that stays invalid keeps the offline gap, marked `modelFallback`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/main/llm/gateway';
import { resolveSettings } from '../../src/main/llm/settings';
import { chat, startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from '../../src/main/llm/fakeOpenAIServer';
import { silentLogger } from '../../src/main/log';
import { GAP_MODEL_PROMPT, MAX_MODEL_GAPS } from '../../src/main/agents/legal/gaps/modelReview';
import type { GapScanResult } from '../../src/main/agents/legal/gaps/scan';
import { useImportedFixture } from '../helpers/importedFixture';
import { scanTwin } from '../helpers/gapTwinScan';

type Mode = 'quote' | 'invented' | 'repair' | 'invalid';
interface Shown {
  paragraph_id: string;
  missing: Array<{ ref: string; item: string }>;
  passages: Array<{ page: number; text: string }>;
}

const userOf = (req: RecordedRequest): string =>
  (req.body as { messages: Array<{ role: string; content: string }> }).messages.find((m) => m.role === 'user')
    ?.content ?? '';
const isGapReview = (req: RecordedRequest): boolean => /<gap>/u.test(userOf(req));
const shownIn = (req: RecordedRequest): Shown =>
  JSON.parse(/<gap>\n([\s\S]*?)\n<\/gap>/u.exec(userOf(req))![1]!) as Shown;
const repairing = (req: RecordedRequest): boolean =>
  (req.body as { messages: Array<{ role: string }> }).messages.some((m) => m.role === 'assistant');

/** Every missing item "addressed" by the first words of the first passage shown (or by an invented sentence). */
function answer(req: RecordedRequest, invented: boolean): string {
  const g = shownIn(req);
  const p = g.passages[0]!;
  const quote = invented
    ? 'The Board reviews climate competence with an external assessor every year.'
    : p.text.split(/\s+/u).slice(0, 10).join(' ');
  return JSON.stringify({
    status: 'addressed',
    requirements: g.missing.map((m) => ({ ref: m.ref, addressed: true, page: p.page, quote, reason: null }))
  });
}

describe('model review of disclosure gaps', () => {
  const fx = useImportedFixture('gaps-no-board.pdf');
  let fake: FakeOpenAI;
  let mode: Mode = 'quote';
  let offline: GapScanResult;

  beforeAll(async () => {
    fake = await startFakeOpenAI({
      defaultHandler: (req) => {
        if (!isGapReview(req)) return chat('{}');
        if (mode === 'quote' || mode === 'invented' || (mode === 'repair' && repairing(req)))
          return chat(answer(req, mode === 'invented'));
        return chat(mode === 'repair' ? '{"status": "addressed", "requirements": [{"ref": 1' : '{"status": "maybe"}');
      }
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  async function review(m: Mode): Promise<{ res: GapScanResult; asked: RecordedRequest[] }> {
    mode = m;
    fake.reset();
    offline ??= await scanTwin(fx);
    const settings = resolveSettings({
      enabled: true,
      provider: 'custom',
      baseUrl: fake.baseUrl,
      defaultModel: 'gap-model',
      maxRetries: 0,
      concurrency: 4
    });
    const gateway = createGateway({ settings, log: silentLogger, backoff: { baseMs: 1, maxMs: 2 } });
    try {
      const res = await scanTwin(fx, { gateway });
      return { res, asked: fake.requests.filter(isGapReview) };
    } finally {
      gateway.close();
    }
  }

  it('shows the model each gap with its missing items, what was searched and report passages', async () => {
    const { asked } = await review('invented');
    expect(offline.gaps.length).toBeGreaterThan(0);
    expect(asked.length).toBe(Math.min(offline.gaps.length, MAX_MODEL_GAPS));
    for (const req of asked) {
      const g = shownIn(req);
      const gap = offline.gaps.find((x) => x.paragraphId === g.paragraph_id)!;
      expect(g.missing.map((m) => m.item)).toEqual(gap.missingRequirements);
      expect(g.passages.length).toBeGreaterThan(0);
      expect(userOf(req)).toContain(gap.searched.slice(0, 40));
    }
  });

  it('drops a gap whose every item the model quotes from its page, and says where in the coverage', async () => {
    const { res } = await review('quote');
    expect(res.model).toMatchObject({ reviewed: offline.gaps.length, fellBack: 0 });
    expect(res.model!.dropped).toBeGreaterThan(0);
    expect(res.gaps.length).toBe(offline.gaps.length - res.model!.dropped);
    const closed = offline.gaps.filter((g) => !res.gaps.some((x) => x.paragraphId === g.paragraphId));
    for (const g of closed) {
      const c = res.coverage.find(
        (x) => x.paragraphId === g.paragraphId || x.paragraphId.startsWith(`${g.paragraphId}(`)
      )!;
      expect(c.status).toBe('covered_by_content');
      expect(c.reason).toMatch(/^the model found it in the report: ".+" \(p\. \d+\)/u);
    }
    for (const g of res.gaps)
      expect(g.provenance).toMatchObject({ engine: 'model', model: 'gap-model', promptVersion: GAP_MODEL_PROMPT });
  });

  it('refuses a quote that is not on the page: the gap stands as the scan found it', async () => {
    const { res } = await review('invented');
    expect(res.gaps.map((g) => [g.paragraphId, g.gapStatus, g.missingRequirements])).toEqual(
      offline.gaps.map((g) => [g.paragraphId, g.gapStatus, g.missingRequirements])
    );
    for (const g of res.gaps) {
      expect(g.provenance).toMatchObject({ engine: 'model', promptVersion: GAP_MODEL_PROMPT });
      expect(g.searched).toMatch(/; model review \(gap-model, \d+ passage\(s\)\): none of the missing items found$/u);
      expect(g.modelFallback).toBeUndefined();
    }
  });

  it('repairs a malformed answer in one round and uses it', async () => {
    const { res, asked } = await review('repair');
    expect(asked.length).toBe(2 * Math.min(offline.gaps.length, MAX_MODEL_GAPS));
    expect(res.model).toMatchObject({ fellBack: 0 });
    expect(res.model!.dropped).toBeGreaterThan(0);
  });

  it('keeps the offline gap, marked, when the answer stays invalid', async () => {
    const { res, asked } = await review('invalid');
    expect(asked.length).toBe(2 * offline.gaps.length);
    expect(res.gaps.map((g) => g.paragraphId)).toEqual(offline.gaps.map((g) => g.paragraphId));
    for (const g of res.gaps) {
      expect(g.provenance.engine).toBe('offline');
      expect(g.modelFallback).toMatch(/^the model's answer could not be used \(.*\); the offline result stands$/u);
    }
    expect(res.model).toMatchObject({ dropped: 0, fellBack: offline.gaps.length });
  });
});
