import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isNetError, NetErrors } from '../../net/errors';
import { isEvidenceError, EvidenceErrors } from '../errors';
import { startFakeEvidence, FAKE_KEY, type FakeEvidence } from '../fakes/fakeEvidenceServer';
import { braveSearch } from '../search/brave';
import { genericSearch } from '../search/generic';
import { searxngSearch } from '../search/searxng';
import { tavilySearch } from '../search/tavily';
import { testNet } from './helpers';

let fake: FakeEvidence;
beforeAll(async () => {
  fake = await startFakeEvidence();
});
afterAll(async () => fake.close());
beforeEach(() => void fake.requests.splice(0));

const QUERY = 'Orange SA controversy emissions';

describe('Tavily', () => {
  it('POSTs the query with a Bearer key and reads the results', async () => {
    const t = testNet();
    const search = tavilySearch(t.net, { apiKey: FAKE_KEY, baseUrl: `${fake.baseUrl}/tavily`, retry: t.retry });
    const hits = await search.search(QUERY, { purpose: 'news:controversy', maxResults: 3, topic: 'news' });
    expect(hits.map((h) => h.host)).toEqual(['www.reuters.com', 'www.ft.com', 'www.example-ngo.org']);
    expect(hits[0]).toMatchObject({
      rank: 1,
      title: 'Regulator fines company over emissions reporting',
      publishedAt: '2024-03-12T09:30:00.000Z'
    });
    const req = fake.requests[0]!;
    expect(req).toMatchObject({ method: 'POST', path: '/tavily/search', keyOk: true });
    expect(JSON.parse(req.body)).toEqual({
      query: QUERY,
      topic: 'news',
      search_depth: 'basic',
      max_results: 3,
      include_answer: false,
      include_raw_content: false,
      include_images: false
    });
    await t.net.flush();
    expect(t.ledger).toEqual([
      expect.objectContaining({
        provider: 'tavily',
        purpose: 'news:controversy',
        method: 'POST',
        queryText: QUERY,
        outcome: 'ok',
        status: 200
      })
    ]);
  });

  it('names a refused key (401) without retrying', async () => {
    const t = testNet();
    const search = tavilySearch(t.net, { apiKey: 'wrong', baseUrl: `${fake.baseUrl}/tavily`, retry: t.retry });
    const err = await search.search(QUERY, { purpose: 'news:controversy' }).catch((e: unknown) => e);
    expect(isEvidenceError(err, EvidenceErrors.EVIDENCE_AUTH)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(t.delays).toEqual([]);
  });

  it('retries a 429 as Retry-After says, then succeeds', async () => {
    const t = testNet();
    fake.script('/tavily/', { kind: 'error', status: 429, retryAfter: '3' }, { kind: 'error', status: 503 });
    const hits = await tavilySearch(t.net, {
      apiKey: FAKE_KEY,
      baseUrl: `${fake.baseUrl}/tavily`,
      retry: t.retry
    }).search(QUERY, { purpose: 'news:controversy' });
    expect(hits.length).toBeGreaterThan(0);
    expect(t.delays).toEqual([3000, 2000]);
    expect(fake.requests).toHaveLength(3);
    await t.net.flush();
    expect(t.ledger.map((r) => r.status)).toEqual([429, 503, 200]);
  });

  it('gives up on a lasting 429 with EVIDENCE_RATE_LIMITED', async () => {
    const t = testNet();
    fake.script(
      '/tavily/',
      ...Array.from({ length: 3 }, () => ({ kind: 'error' as const, status: 429, retryAfter: '1' }))
    );
    const err = await tavilySearch(t.net, { apiKey: FAKE_KEY, baseUrl: `${fake.baseUrl}/tavily`, retry: t.retry })
      .search(QUERY, { purpose: 'p' })
      .catch((e: unknown) => e);
    expect(isEvidenceError(err, EvidenceErrors.EVIDENCE_RATE_LIMITED)).toBe(true);
    expect(fake.requests).toHaveLength(3);
  });

  it('cuts an oversized answer (NET_TOO_LARGE) and times out a hung one (NET_TIMEOUT)', async () => {
    const t = testNet({ maxResponseBytes: 10_000, timeoutMs: 300 });
    const search = tavilySearch(t.net, { apiKey: FAKE_KEY, baseUrl: `${fake.baseUrl}/tavily`, retry: t.retry });
    fake.script('/tavily/', { kind: 'big', bytes: 50_000 }, { kind: 'hang' });
    const big = await search.search(QUERY, { purpose: 'p' }).catch((e: unknown) => e);
    expect(isNetError(big, NetErrors.NET_TOO_LARGE)).toBe(true);
    const hung = await search.search(QUERY, { purpose: 'p' }).catch((e: unknown) => e);
    expect(isNetError(hung, NetErrors.NET_TIMEOUT)).toBe(true);
    await t.net.flush();
    expect(t.ledger.map((r) => r.outcome)).toEqual(['too_large', 'timeout']);
  });

  it('answers a repeated query from the cache', async () => {
    const t = testNet();
    const search = tavilySearch(t.net, { apiKey: FAKE_KEY, baseUrl: `${fake.baseUrl}/tavily`, retry: t.retry });
    const first = await search.search(QUERY, { purpose: 'p' });
    const second = await search.search(QUERY, { purpose: 'p' });
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    expect(t.cache.counts()).toEqual({ hits: 1, misses: 1 });
  });
});

describe('Brave Search', () => {
  it('GETs web and news search with X-Subscription-Token and strips markup from excerpts', async () => {
    const t = testNet();
    const search = braveSearch(t.net, { apiKey: FAKE_KEY, baseUrl: `${fake.baseUrl}/brave`, retry: t.retry });
    const web = await search.search(QUERY, { purpose: 'news:controversy', maxResults: 2 });
    const news = await search.search(QUERY, { purpose: 'news:controversy', maxResults: 2, topic: 'news' });
    expect(web.map((h) => h.url)).toEqual(news.map((h) => h.url));
    expect(web[0]!.snippet).not.toContain('<strong>');
    expect(fake.requests.map((r) => [r.path, r.query.q, r.query.count, r.keyOk, r.headers.accept])).toEqual([
      ['/brave/res/v1/web/search', QUERY, '2', true, 'application/json'],
      ['/brave/res/v1/news/search', QUERY, '2', true, 'application/json']
    ]);
    await t.net.flush();
    expect(t.ledger.map((r) => [r.provider, r.queryText])).toEqual([
      ['brave', QUERY],
      ['brave', QUERY]
    ]);
  });

  it('names a refused token', async () => {
    const t = testNet();
    const err = await braveSearch(t.net, { apiKey: 'nope', baseUrl: `${fake.baseUrl}/brave`, retry: t.retry })
      .search(QUERY, { purpose: 'p' })
      .catch((e: unknown) => e);
    expect(isEvidenceError(err, EvidenceErrors.EVIDENCE_AUTH)).toBe(true);
  });
});

describe('SearXNG and the generic adapter', () => {
  it('asks a SearXNG instance for JSON (news category for news)', async () => {
    const t = testNet();
    const hits = await searxngSearch(t.net, { baseUrl: `${fake.baseUrl}/searxng`, retry: t.retry }).search(QUERY, {
      purpose: 'p',
      topic: 'news'
    });
    expect(hits).toHaveLength(3);
    expect(hits[0]!.publishedAt).toBe('2024-03-12T09:30:00.000Z');
    expect(fake.requests[0]!.query).toEqual({ q: QUERY, format: 'json', categories: 'news' });
  });

  it('reads a generic API through its URL template, key header and JSON paths', async () => {
    const t = testNet();
    const search = genericSearch(t.net, {
      urlTemplate: `${fake.baseUrl}/generic/api?q={query}&n={count}`,
      resultsPath: 'data.items',
      titlePath: 'headline',
      urlPath: 'link',
      snippetPath: 'summary',
      datePath: 'date',
      keyHeader: 'X-API-Key',
      apiKey: FAKE_KEY,
      retry: t.retry
    });
    const hits = await search.search(QUERY, { purpose: 'academic:methodology', maxResults: 4 });
    expect(hits.map((h) => [h.rank, h.host])).toEqual([
      [1, 'www.reuters.com'],
      [2, 'www.ft.com']
    ]);
    expect(fake.requests[0]).toMatchObject({ keyOk: true, query: { q: QUERY, n: '4' } });
    const bad = genericSearch(t.net, {
      urlTemplate: `${fake.baseUrl}/generic/api?q={query}`,
      resultsPath: 'data.nothing',
      titlePath: 'headline',
      urlPath: 'link',
      snippetPath: 'summary',
      keyHeader: 'X-API-Key',
      apiKey: FAKE_KEY,
      retry: t.retry
    });
    const err = await bad.search('other query', { purpose: 'p' }).catch((e: unknown) => e);
    expect(isEvidenceError(err, EvidenceErrors.EVIDENCE_BAD_ANSWER)).toBe(true);
  });

  it('refuses a provider whose host is not on the allowlist before any socket opens', async () => {
    const t = testNet();
    const search = searxngSearch(t.net, { baseUrl: 'https://searx.example.org', retry: t.retry });
    const err = await search.search(QUERY, { purpose: 'p' }).catch((e: unknown) => e);
    expect(isNetError(err, NetErrors.NET_BLOCKED)).toBe(true);
    await t.net.flush();
    expect(t.ledger).toEqual([
      expect.objectContaining({ host: 'searx.example.org', outcome: 'blocked', queryText: QUERY })
    ]);
  });
});
