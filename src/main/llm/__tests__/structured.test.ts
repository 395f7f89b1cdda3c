import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backoffDelay, parseRetryAfter } from '../backoff';
import { coerceToSchema, extractJson, jsonInstruction, repairPrompt, validateAnswer } from '../structured';

describe('extractJson', () => {
  it('parses plain JSON', () => {
    expect(extractJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('strips ```json fences and chatter around them', () => {
    const text = 'Sure! Here it is:\n```json\n{"claims": [{"id": "c1"}]}\n```\nLet me know.';
    expect(extractJson(text)).toEqual({ ok: true, value: { claims: [{ id: 'c1' }] } });
  });

  it('drops <think> blocks and finds the outermost object after prose with brackets', () => {
    const text = '<think>maybe {"no": 1}</think>The answer [see below]: {"a": {"b": [1, 2]}, "c": "x}y"} done';
    expect(extractJson(text)).toEqual({ ok: true, value: { a: { b: [1, 2] }, c: 'x}y' } });
  });

  it('finds a top-level array and tolerates trailing commas', () => {
    expect(extractJson('Result: [1, 2, 3,]')).toEqual({ ok: true, value: [1, 2, 3] });
  });

  it('reports cut-off and missing JSON', () => {
    const cut = extractJson('{"a": [1, 2');
    expect(cut.ok).toBe(false);
    expect(!cut.ok && cut.error).toMatch(/incomplete/);
    expect(extractJson('no json here').ok).toBe(false);
    expect(extractJson('   ').ok).toBe(false);
  });
});

describe('coerceToSchema', () => {
  const Claim = z.object({
    text: z.string(),
    pages: z.array(z.number().int()),
    tags: z.array(z.string()),
    scope: z.enum(['scope1', 'scope2', 'scope3']),
    verified: z.boolean(),
    value: z.number().optional(),
    note: z.string().nullable().optional()
  });

  it('fixes the common slips and records them by path', () => {
    const raw = {
      text: 42,
      pages: '3, 4',
      tags: 'net zero',
      scope: 'Scope2',
      verified: 'TRUE',
      value: null,
      note: null
    };
    const { value, notes } = coerceToSchema(Claim, raw);
    expect(Claim.parse(value)).toEqual({
      text: '42',
      pages: [3, 4],
      tags: ['net zero'],
      scope: 'scope2',
      verified: true,
      note: null
    });
    expect(notes).toEqual(
      expect.arrayContaining([
        '.text: to string',
        '.pages: text to list',
        '.scope: enum case',
        '.verified: string to boolean',
        '.value: null → omitted'
      ])
    );
    expect(raw.pages).toBe('3, 4'); // input untouched
  });

  it('splits text lists on lines (with bullets), semicolons, or short comma lists', () => {
    const S = z.array(z.string());
    expect(coerceToSchema(S, '- first point\n- second point\n\n3. third').value).toEqual([
      'first point',
      'second point',
      'third'
    ]);
    expect(coerceToSchema(S, 'alpha; beta ;gamma').value).toEqual(['alpha', 'beta', 'gamma']);
    expect(coerceToSchema(S, 'CO2, CH4, N2O').value).toEqual(['CO2', 'CH4', 'N2O']);
    const sentence = 'We reduced emissions by 20%, relative to the 2019 baseline set by the board';
    expect(coerceToSchema(S, sentence).value).toEqual([sentence]);
    expect(coerceToSchema(S, '').value).toEqual([]);
    expect(coerceToSchema(z.array(z.number()), '1, 2.5, 3').value).toEqual([1, 2.5, 3]);
  });

  it('numeric strings (incl. thousands separators) become numbers, non-numeric stay', () => {
    expect(coerceToSchema(z.number(), ' 12.5 ').value).toBe(12.5);
    expect(coerceToSchema(z.number(), '1,234,567.5').value).toBe(1234567.5);
    expect(coerceToSchema(z.number(), '-3e2').value).toBe(-300);
    expect(coerceToSchema(z.number(), 'about 12').value).toBe('about 12');
  });

  it('wraps a single object where a list is expected, and unwraps {"items": [...]}', () => {
    const Item = z.object({ id: z.string() });
    expect(coerceToSchema(z.array(Item), { id: 'a' }).value).toEqual([{ id: 'a' }]);
    expect(coerceToSchema(z.array(Item), { items: [{ id: 'a' }, { id: 'b' }] }).value).toEqual([
      { id: 'a' },
      { id: 'b' }
    ]);
    const Wrapper = z.object({ items: z.array(z.string()) });
    expect(coerceToSchema(z.array(Wrapper), { items: ['x'] }).value).toEqual([{ items: ['x'] }]);
  });

  it('handles null lists, JSON-encoded nested values, snake_case keys and nested paths', () => {
    const S = z.object({
      pageNumbers: z.array(z.number()),
      meta: z.object({ ok: z.boolean() }),
      list: z.array(z.string())
    });
    const { value, notes } = coerceToSchema(S, { page_numbers: ['1', '2'], meta: '{"ok": "false"}', list: null });
    expect(S.parse(value)).toEqual({ pageNumbers: [1, 2], meta: { ok: false }, list: [] });
    expect(notes).toContain('.pageNumbers[0]: numeric string to number');
  });

  it('coerces through defaults, unions, records, tuples, literals and lazy schemas', () => {
    const S = z.object({
      level: z.literal('high').default('high'),
      n: z.union([z.number(), z.array(z.number())]),
      by: z.record(z.string(), z.number()),
      pair: z.tuple([z.string(), z.number()]),
      more: z.lazy(() => z.array(z.boolean()))
    });
    const r = coerceToSchema(S, { level: 'HIGH', n: '7', by: { a: '1' }, pair: [1, '2'], more: 'true, false' });
    expect(S.parse(r.value)).toEqual({ level: 'high', n: 7, by: { a: 1 }, pair: ['1', 2], more: [true, false] });
  });

  it('leaves valid values alone (no notes)', () => {
    const S = z.object({ a: z.array(z.string()), b: z.number() });
    expect(coerceToSchema(S, { a: ['x'], b: 1 })).toEqual({ value: { a: ['x'], b: 1 }, notes: [] });
  });
});

describe('validateAnswer and prompts', () => {
  const S = z.object({
    findings: z.array(z.object({ page: z.number().int().positive(), kind: z.enum(['gap', 'claim']) }))
  });

  it('accepts a coerced valid answer', () => {
    const r = validateAnswer(S, '```json\n{"findings": {"page": "4", "kind": "Gap"}}\n```');
    expect(r).toEqual({ ok: true, value: { findings: [{ page: 4, kind: 'gap' }] }, notes: expect.any(Array) });
  });

  it('summarises schema issues with readable paths', () => {
    const r = validateAnswer(S, '{"findings": [{"page": -1, "kind": "other"}]}');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.stage).toBe('schema');
    expect(r.issues.some((i) => i.startsWith('findings[0].page:'))).toBe(true);
    expect(r.issues.some((i) => i.startsWith('findings[0].kind:'))).toBe(true);
    expect(repairPrompt(r.issues)).toContain('- findings[0].page:');
  });

  it('reports unparseable text at the json stage', () => {
    const r = validateAnswer(S, 'I cannot answer that.');
    expect(r.ok === false && r.stage).toBe('json');
  });

  it('the JSON instruction mentions JSON and carries the schema', () => {
    const text = jsonInstruction(S);
    expect(text).toMatch(/JSON/);
    expect(text).toContain('"findings"');
  });
});

describe('backoff', () => {
  it('grows exponentially with jitter inside [d/2, d] and caps', () => {
    const o = { baseMs: 100, maxMs: 1000 };
    expect(backoffDelay(1, { ...o, random: () => 0 })).toBe(50);
    expect(backoffDelay(1, { ...o, random: () => 0.999999 })).toBe(100);
    expect(backoffDelay(3, { ...o, random: () => 0.999999 })).toBe(400);
    expect(backoffDelay(10, { ...o, random: () => 0.999999 })).toBe(1000);
  });

  it('lets the server hint win, capped', () => {
    expect(backoffDelay(1, { baseMs: 10 }, 1500)).toBe(1500);
    expect(backoffDelay(1, { maxRetryAfterMs: 2000 }, 90_000)).toBe(2000);
  });

  it('parses retry-after-ms, seconds and HTTP dates', () => {
    const h = (o: Record<string, string>) => new Headers(o);
    expect(parseRetryAfter(h({ 'retry-after-ms': '250' }))).toBe(250);
    expect(parseRetryAfter(h({ 'retry-after': '2' }))).toBe(2000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter(h({ 'retry-after': 'Wed, 01 Jan 2025 00:00:03 GMT' }), now)).toBe(3000);
    expect(parseRetryAfter(h({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(parseRetryAfter(h({}))).toBeUndefined();
  });
});
