/**
 * A simulated run of the model claims engine, for `npm run bench` and the engine's tests: a synthetic
 * report (one distinct, checkable sentence or two per page), the project's fake OpenAI-compatible
 * server answering every window with plausible claims after a fixed delay, and the real engine and
 * gateway in between. It measures how close the map phase comes to the ideal wall time of
 * ceil(windows / concurrency) × latency, i.e. whether windows really overlap up to the limit.
 * No model endpoint and no report are needed. Free of test-runner imports.
 */
import { startFakeOpenAI, chat, type FakeResponse, type RecordedRequest } from '../../llm/fakeOpenAIServer';
import { createGateway } from '../../llm/gateway';
import { resolveSettings } from '../../llm/settings';
import type { AnchorPage, PageSource } from '../../text/anchor';
import type { EngineContext } from '../engine';
import { pageChunks } from './chunking';
import { createModelEngine } from './modelEngine';

export interface ModelBenchOptions {
  pages: number;
  /** Delay of every fake model answer. */
  latencyMs?: number;
  concurrency: number;
  chunkSize?: number;
  overlap?: number;
}

export interface ModelBenchResult {
  pages: number;
  chunks: number;
  concurrency: number;
  latencyMs: number;
  /** Model requests made (extraction and any dedupe confirmations). */
  calls: number;
  claims: number;
  warnings: number;
  /** Most requests the fake server saw at once. */
  maxInFlight: number;
  wallMs: number;
  /** ceil(chunks / concurrency) × latencyMs. */
  idealMs: number;
  /** wallMs / idealMs (1 is perfect overlap). */
  ratio: number;
}

/** A page as the claims run sees it, built from plain text (no text items, so no rectangles). */
function fakePage(pageNumber: number, text: string): AnchorPage {
  return {
    pageNumber,
    page: { width: 595, height: 842, rotation: 0, items: [] },
    text: { text, itemIdx: new Int32Array(text.length), charOff: new Int32Array(text.length), lines: [], blocks: [] }
  };
}

/** A page source over texts by page number (null or '' = a page without text). */
export function textPageSource(pageCount: number, textOf: (pageNumber: number) => string | null): PageSource {
  return async (n) => {
    if (n < 1 || n > pageCount) return null;
    const t = textOf(n);
    return t ? fakePage(n, t) : null;
  };
}

const SITES = ['Rotterdam', 'Surabaya', 'Monterrey', 'Gdansk', 'Pune', 'Durban', 'Osaka'];

/** Distinct claim sentences per page: five templates, each with a figure unique to the page. */
export function syntheticPageText(n: number): string {
  const site = SITES[n % SITES.length]!;
  const lines = [
    `Scope 1 emissions at the ${site} plant fell to ${1000 + n * 37} tCO2e in FY2024.`,
    `The board sustainability committee reviewed ${n + 3} climate risks at ${site} during 2024.`,
    `We will reduce absolute Scope 3 emissions by ${n % 100}.${n % 7}% by 2030 from a 2019 baseline.`,
    `Renewable electricity supplied ${n * 11} MWh of the power used by our ${site} operations in 2024.`,
    `Our ${site} facility withdrew ${100 + n * 3} megalitres of water in a high-stress basin.`
  ];
  return `${lines[n % lines.length]!} This page ${n} also describes how the figure was measured.`;
}

const IFRS_BY_TEMPLATE: Array<[string, string, string]> = [
  ['Scope 1', 'quantitative', 'S2.29(a)(i)(1)'],
  ['committee', 'legal_governance', 'S2.6(a)'],
  ['Scope 3', 'strategic', 'S2.33'],
  ['Renewable', 'environmental', 'S2.29(d)'],
  ['water', 'geographic', 'S1.46']
];

/** The user message of a chat request. */
export function userMessage(req: RecordedRequest): string {
  const messages = (req.body as { messages?: Array<{ role: string; content: string }> } | undefined)?.messages ?? [];
  return messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');
}

/** Pages marked in an extraction request, with their text. */
export function requestPages(req: RecordedRequest): Array<{ page: number; text: string }> {
  const out: Array<{ page: number; text: string }> = [];
  for (const m of userMessage(req).matchAll(/\[page (\d+)\]\n([\s\S]*?)(?=\n\n\[page \d+\]|\n<\/report_pages>|$)/g))
    out.push({ page: Number(m[1]), text: m[2] ?? '' });
  return out;
}

export const isDedupeRequest = (req: RecordedRequest): boolean =>
  /Two claims were extracted/.test(JSON.stringify(req.body ?? ''));

/** A plausible extraction answer: the first sentence of every page in the window as one claim. */
function plausibleAnswer(req: RecordedRequest): string {
  const claims = requestPages(req).map(({ page, text }) => {
    const sentence = text.split(/(?<=\.)\s+/)[0] ?? text;
    const [, type, ifrs] = IFRS_BY_TEMPLATE.find(([k]) => sentence.includes(k)) ?? ['', 'quantitative', 'S2.29'];
    return {
      claim_text: sentence,
      claim_type: type,
      source_page: page,
      source_context: text.slice(0, 200),
      priority: 'high',
      reasoning: 'A specific figure the report states.',
      preliminary_ifrs: [ifrs]
    };
  });
  return JSON.stringify({ claims, extraction_summary: `${claims.length} pages with one claim each.` });
}

/** Extraction requests get plausible claims; dedupe confirmations say "duplicate, keep the first". */
export function plausibleResponse(req: RecordedRequest): FakeResponse {
  return isDedupeRequest(req)
    ? chat('{"duplicate": true, "keep": 1, "reason": "same assertion"}')
    : chat(plausibleAnswer(req));
}

export async function benchModelEngine(opts: ModelBenchOptions): Promise<ModelBenchResult> {
  const latencyMs = opts.latencyMs ?? 2000;
  const fake = await startFakeOpenAI({
    defaultHandler: (req) => ({ kind: 'delay', ms: latencyMs, then: plausibleResponse(req) })
  });
  try {
    const settings = resolveSettings({
      enabled: true,
      provider: 'custom',
      baseUrl: fake.baseUrl,
      defaultModel: 'bench-model',
      concurrency: opts.concurrency,
      maxRetries: 0,
      timeoutMs: latencyMs * 5 + 30_000
    });
    const gateway = createGateway({ settings });
    const engine = createModelEngine(gateway, settings, {
      ...(opts.chunkSize ? { chunkSize: opts.chunkSize } : {}),
      ...(opts.overlap !== undefined ? { overlap: opts.overlap } : {})
    });
    let warnings = 0;
    const ctx: EngineContext = {
      reportId: 'bench',
      runId: 'bench',
      pageCount: opts.pages,
      pages: textPageSource(opts.pages, syntheticPageText),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      onWarning: () => void warnings++
    };
    const t0 = performance.now();
    let claims = 0;
    for await (const batch of engine.extract(ctx)) claims += batch.length;
    const wallMs = Math.round(performance.now() - t0);
    gateway.close();
    const chunks = pageChunks(opts.pages, {
      ...(opts.chunkSize ? { size: opts.chunkSize } : {}),
      ...(opts.overlap !== undefined ? { overlap: opts.overlap } : {})
    }).length;
    const idealMs = Math.ceil(chunks / opts.concurrency) * latencyMs;
    const calls = fake.requests.filter((r) => r.method === 'POST').length;
    return {
      pages: opts.pages,
      chunks,
      concurrency: opts.concurrency,
      latencyMs,
      calls,
      claims,
      warnings,
      maxInFlight: fake.maxInFlight,
      wallMs,
      idealMs,
      ratio: idealMs ? Math.round((wallMs / idealMs) * 1000) / 1000 : 0
    };
  } finally {
    await fake.close();
  }
}
