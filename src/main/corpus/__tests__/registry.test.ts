import { mkdtempSync, mkdirSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IfrsParagraphIdSchema } from '../../../shared/domain/claim';
import {
  MAX_REQUIRES_CHARS,
  PILLAR_RANGES,
  RegistryFileSchema,
  children,
  compareParagraphIds,
  corpusDir,
  formatParagraphId,
  getParagraph,
  listParagraphs,
  loadRegistry,
  normalizeParagraphId,
  parseParagraphId,
  pillarForNumber,
  readRegistryFile,
  resetRegistryCache,
  structuralParentId,
  tryParseParagraphId,
  type RegistryEntry
} from '../registry';

const dir = corpusDir();
const files = {
  S1: readRegistryFile(join(dir, 'ifrs', 's1.json')),
  S2: readRegistryFile(join(dir, 'ifrs', 's2.json'))
};
const registry = loadRegistry(dir);
const all: RegistryEntry[] = [...files.S1.entries, ...files.S2.entries];
const ids = new Set(all.map((e) => e.id));

describe('registry files', () => {
  it.each(['S1', 'S2'] as const)('%s file validates against the schema', (std) => {
    const result = RegistryFileSchema.safeParse(files[std]);
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 5))).toBe(true);
    expect(files[std].standard).toBe(std);
    expect(files[std].entries.every((e) => e.standard === std)).toBe(true);
  });

  it('ids are unique, parse, round-trip and match the shared domain id schema', () => {
    expect(ids.size).toBe(all.length);
    for (const e of all) {
      const p = parseParagraphId(e.id);
      expect(p.standard).toBe(e.standard);
      expect(formatParagraphId(p)).toBe(e.id);
      expect(IfrsParagraphIdSchema.safeParse(e.id).success, e.id).toBe(true);
    }
  });

  it('entries are stored in document order', () => {
    for (const std of ['S1', 'S2'] as const) {
      const list = files[std].entries.map((e) => e.id);
      expect([...list].sort(compareParagraphIds)).toEqual(list);
    }
  });

  it('parents exist and match the id structure', () => {
    for (const e of all) {
      expect(e.parent, e.id).toBe(structuralParentId(e.id));
      if (e.parent) expect(ids.has(e.parent), `${e.id} -> ${e.parent}`).toBe(true);
    }
  });

  it('subRequirements reference exactly the direct children', () => {
    for (const e of all) {
      const referenced = e.subRequirements.filter((s) => s.id).map((s) => s.id);
      const kids = all.filter((c) => c.parent === e.id).map((c) => c.id);
      expect(referenced, e.id).toEqual(kids);
      expect(
        e.subRequirements.some((s) => !s.id),
        `${e.id} has at least one own check`
      ).toBe(true);
    }
  });

  it('every pillar paragraph number has an entry with the right pillar, and nothing outside the ranges', () => {
    for (const std of ['S1', 'S2'] as const) {
      for (const [pillar, [from, to]] of Object.entries(PILLAR_RANGES[std])) {
        for (let n = from; n <= to; n++) {
          const e = registry.getParagraph(`${std}.${n}`);
          expect(e, `${std}.${n} missing`).toBeDefined();
          expect(e?.pillar, `${std}.${n}`).toBe(pillar);
        }
      }
      for (const e of files[std].entries) {
        const n = parseParagraphId(e.id).number;
        expect(pillarForNumber(std, n), `${e.id} outside core content`).not.toBeNull();
        expect(e.pillar, e.id).toBe(pillarForNumber(std, n));
      }
    }
  });

  it('pillar ranges are the issued ones', () => {
    expect(PILLAR_RANGES.S1).toEqual({
      governance: [26, 27],
      strategy: [28, 42],
      risk_management: [43, 44],
      metrics_targets: [45, 53]
    });
    expect(PILLAR_RANGES.S2).toEqual({
      governance: [5, 7],
      strategy: [8, 23],
      risk_management: [24, 26],
      metrics_targets: [27, 37]
    });
  });

  const required: string[] = [
    // S1
    ...['i', 'ii', 'iii', 'iv', 'v'].map((r) => `S1.27(a)(${r})`),
    'S1.27(b)(i)',
    'S1.27(b)(ii)',
    ...['a', 'b', 'c', 'd', 'e'].map((l) => `S1.29(${l})`),
    'S1.30(a)',
    'S1.30(b)',
    'S1.30(c)',
    'S1.32(a)',
    'S1.32(b)',
    'S1.33(a)',
    'S1.33(b)',
    'S1.33(c)',
    'S1.34(a)',
    'S1.34(b)',
    'S1.35(a)',
    'S1.35(b)',
    'S1.35(c)(i)',
    'S1.35(c)(ii)',
    'S1.35(d)',
    'S1.40(a)',
    'S1.40(b)',
    'S1.40(c)',
    'S1.43(a)',
    'S1.43(b)',
    ...['i', 'ii', 'iii', 'iv', 'v', 'vi'].map((r) => `S1.44(a)(${r})`),
    'S1.44(b)',
    'S1.44(c)',
    'S1.46(a)',
    'S1.46(b)(i)',
    'S1.46(b)(ii)',
    ...['a', 'b', 'c', 'd'].map((l) => `S1.50(${l})`),
    ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((l) => `S1.51(${l})`),
    // S2
    ...['i', 'ii', 'iii', 'iv', 'v'].map((r) => `S2.6(a)(${r})`),
    'S2.6(b)(i)',
    'S2.6(b)(ii)',
    ...['a', 'b', 'c', 'd'].map((l) => `S2.10(${l})`),
    ...['i', 'ii', 'iii', 'iv', 'v'].map((r) => `S2.14(a)(${r})`),
    'S2.14(b)',
    'S2.14(c)',
    'S2.16(c)(i)',
    'S2.16(c)(ii)',
    'S2.16(d)',
    'S2.22(a)(iii)(1)',
    'S2.22(a)(iii)(3)',
    'S2.22(b)(i)(1)',
    'S2.22(b)(i)(7)',
    'S2.22(b)(ii)(5)',
    'S2.22(b)(iii)',
    ...['i', 'ii', 'iii', 'iv', 'v', 'vi'].map((r) => `S2.25(a)(${r})`),
    'S2.28(a)',
    'S2.28(b)',
    'S2.28(c)',
    ...['i', 'ii', 'iii', 'iv', 'v', 'vi'].map((r) => `S2.29(a)(${r})`),
    'S2.29(a)(i)(1)',
    'S2.29(a)(i)(2)',
    'S2.29(a)(i)(3)',
    'S2.29(a)(iii)(1)',
    'S2.29(a)(iii)(2)',
    'S2.29(a)(iii)(3)',
    'S2.29(a)(iv)(1)',
    'S2.29(a)(iv)(2)',
    'S2.29(a)(vi)(1)',
    'S2.29(a)(vi)(2)',
    ...['b', 'c', 'd', 'e', 'f', 'g'].map((l) => `S2.29(${l})`),
    'S2.29(f)(i)',
    'S2.29(f)(ii)',
    'S2.29(g)(i)',
    'S2.29(g)(ii)',
    ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((l) => `S2.33(${l})`),
    ...['a', 'b', 'c', 'd'].map((l) => `S2.34(${l})`),
    'S2.35',
    ...['a', 'b', 'c', 'd', 'e'].map((l) => `S2.36(${l})`),
    ...['i', 'ii', 'iii', 'iv'].map((r) => `S2.36(e)(${r})`),
    'S2.37'
  ];
  it.each(required)('required sub-paragraph %s exists', (id) => {
    expect(ids.has(id)).toBe(true);
  });

  it('key pitfalls of the issued S2 numbering are encoded correctly', () => {
    expect(getEntry('S2.29(a)(i)(3)').title).toMatch(/Scope 3/);
    expect(getEntry('S2.29(a)(iii)').title).toMatch(/approach/i);
    expect(getEntry('S2.29(a)(v)').keywords).toContain('location-based');
    expect(getEntry('S2.29(a)(vi)').title).toMatch(/Scope 3 categories/);
    const financed = getEntry('S2.29(a)(vi)(2)');
    expect(financed.applicability.scope).toBe('conditional');
    expect(financed.applicability.condition).toMatch(/asset management.*banking.*insurance/);
    expect(financed.keywords).toContain('financed emissions');
    expect(getEntry('S2.29(f)').keywords).toContain('internal carbon price');
    expect(getEntry('S2.14(a)(iv)').keywords).toContain('transition plan');
    expect(getEntry('S2.22').keywords).toContain('scenario analysis');
    expect(getEntry('S2.32').applicability.scope).toBe('conditional');
    expect(getEntry('S2.36(e)').keywords).toContain('carbon credits');
    expect(getEntry('S2.29(a)(i)(3)').applicability.relief).toMatch(/C4\(b\)/);
  });

  it('S2 entries carry S1 counterparts where one exists', () => {
    const expected: Record<string, string | null> = {
      'S2.5': 'S1.26',
      'S2.6': 'S1.27',
      'S2.6(a)': 'S1.27(a)',
      'S2.6(b)': 'S1.27(b)',
      'S2.7': null,
      'S2.8': 'S1.28',
      'S2.9': 'S1.29',
      'S2.10': 'S1.30',
      'S2.10(a)': 'S1.30(a)',
      'S2.10(b)': null,
      'S2.10(c)': 'S1.30(b)',
      'S2.10(d)': 'S1.30(c)',
      'S2.13': 'S1.32',
      'S2.14': 'S1.33',
      'S2.14(a)': 'S1.33(a)',
      'S2.14(c)': 'S1.33(b)',
      'S2.15': 'S1.34',
      'S2.16': 'S1.35',
      'S2.16(c)(i)': 'S1.35(c)(i)',
      'S2.17': 'S1.36',
      'S2.18': 'S1.37',
      'S2.19': 'S1.38',
      'S2.20': 'S1.39',
      'S2.21': 'S1.40',
      'S2.22': 'S1.41',
      'S2.24': 'S1.43',
      'S2.25': 'S1.44',
      'S2.26': null,
      'S2.27': 'S1.45',
      'S2.28': 'S1.46',
      'S2.28(b)': 'S1.48',
      'S2.28(c)': 'S1.51',
      'S2.29': 'S1.46(a)',
      'S2.29(a)(i)(3)': null,
      'S2.32': 'S1.48',
      'S2.33': 'S1.51',
      'S2.33(a)': 'S1.51(a)',
      'S2.33(d)': 'S1.51(c)',
      'S2.33(e)': 'S1.51(d)',
      'S2.33(f)': 'S1.51(e)',
      'S2.34(d)': 'S1.51(g)',
      'S2.35': 'S1.51(f)',
      'S2.36': null
    };
    for (const [s2, s1] of Object.entries(expected)) expect(getEntry(s2).s1Counterpart, s2).toBe(s1);
    // Paragraphs whose S2 wording mirrors S1 item by item map item by item.
    const mirrored: [string, string][] = [
      ['S2.6', 'S1.27'],
      ['S2.16', 'S1.35'],
      ['S2.18', 'S1.37'],
      ['S2.19', 'S1.38'],
      ['S2.21', 'S1.40'],
      ['S2.25', 'S1.44']
    ];
    for (const [s2, s1] of mirrored) {
      for (const d of registry.descendants(s2)) {
        expect(d.s1Counterpart, d.id).toBe(d.id.replace(s2, s1));
      }
    }
    for (const e of files.S2.entries) {
      expect(e.s1Counterpart, `${e.id} must state s1Counterpart`).not.toBeUndefined();
      if (e.s1Counterpart)
        expect(
          files.S1.entries.some((s) => s.id === e.s1Counterpart),
          `${e.id} -> ${e.s1Counterpart}`
        ).toBe(true);
    }
    // Every S1 paragraph with a climate twin is referenced by at least one S2 entry.
    for (const n of [26, 27, 28, 29, 30, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 43, 44, 45, 46, 48, 51]) {
      expect(registry.s2Counterparts(`S1.${n}`).length, `S1.${n}`).toBeGreaterThan(0);
    }
  });

  it('texts are short, plain and complete', () => {
    for (const e of all) {
      expect(e.requires.length, e.id).toBeLessThanOrEqual(MAX_REQUIRES_CHARS);
      expect(e.requires.split(/(?<=[.!?])\s+(?=[A-Z])/).length, `${e.id} requires: 1-3 sentences`).toBeLessThanOrEqual(
        3
      );
      expect(e.whyItMatters.split(/(?<=[.!?])\s+(?=[A-Z])/).length, `${e.id} whyItMatters`).toBeLessThanOrEqual(2);
      expect(e.keywords.length, e.id).toBeGreaterThanOrEqual(8);
      expect(e.keywords.length, e.id).toBeLessThanOrEqual(20);
      if (e.applicability.scope === 'conditional') expect(e.applicability.condition, e.id).toBeTruthy();
    }
  });
});

describe('paragraph ids', () => {
  it('parses and formats', () => {
    expect(parseParagraphId('S2.29(a)(i)(3)')).toEqual({
      standard: 'S2',
      number: 29,
      letter: 'a',
      roman: 'i',
      digit: 3
    });
    expect(parseParagraphId('S1.27')).toEqual({ standard: 'S1', number: 27 });
    expect(formatParagraphId({ standard: 'S1', number: 44, letter: 'a', roman: 'vi' })).toBe('S1.44(a)(vi)');
    expect(() => parseParagraphId('S3.1')).toThrow();
    expect(tryParseParagraphId('S2.29(a)(3)')).toBeNull();
    expect(tryParseParagraphId('S2.29(a)(iiv)')).toBeNull();
    expect(() => formatParagraphId({ standard: 'S2', number: 29, roman: 'i' } as never)).toThrow();
  });

  it('normalises loose references', () => {
    expect(normalizeParagraphId('IFRS S2 para 29(a)(VI)')).toBe('S2.29(a)(vi)');
    expect(normalizeParagraphId('s2.29 (a) (i) (3)')).toBe('S2.29(a)(i)(3)');
    expect(normalizeParagraphId('S1-27(a)')).toBe('S1.27(a)');
    expect(normalizeParagraphId('S2 paragraph 14')).toBe('S2.14');
    expect(normalizeParagraphId('ESRS E1-6')).toBeNull();
  });

  it('orders ids in document order', () => {
    const shuffled = ['S2.29(b)', 'S2.29(a)(vi)', 'S1.53', 'S2.29(a)(i)(3)', 'S2.5', 'S2.29(a)(iv)'];
    expect(shuffled.sort(compareParagraphIds)).toEqual([
      'S1.53',
      'S2.5',
      'S2.29(a)(i)(3)',
      'S2.29(a)(iv)',
      'S2.29(a)(vi)',
      'S2.29(b)'
    ]);
  });
});

describe('loader API', () => {
  afterEach(() => {
    delete process.env.SIBYL_CORPUS_DIR;
    resetRegistryCache();
  });

  it('getParagraph / listParagraphs / children', () => {
    expect(getParagraph('S2.29(a)(i)(3)')?.section).toBe('Greenhouse gas emissions');
    expect(getParagraph('S2.99')).toBeUndefined();
    const gov = listParagraphs({ standard: 'S2', pillar: 'governance' });
    expect(gov.map((e) => e.id)).toContain('S2.6(a)(v)');
    expect(gov.every((e) => e.standard === 'S2' && e.pillar === 'governance')).toBe(true);
    expect(listParagraphs({ standard: 'S1', topLevelOnly: true }).map((e) => e.id)).toEqual(
      Array.from({ length: 28 }, (_, i) => `S1.${26 + i}`)
    );
    expect(children('S2.29(a)(i)').map((e) => e.id)).toEqual(['S2.29(a)(i)(1)', 'S2.29(a)(i)(2)', 'S2.29(a)(i)(3)']);
    expect(children('S2.29').map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((l) => `S2.29(${l})`));
    expect(registry.ancestors('S2.29(a)(vi)(2)').map((e) => e.id)).toEqual(['S2.29', 'S2.29(a)', 'S2.29(a)(vi)']);
    expect(listParagraphs().length).toBe(all.length);
  });

  it('corpusDir honours SIBYL_CORPUS_DIR and reports a bad one', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'sibyl-corpus-'));
    try {
      mkdirSync(join(tmp, 'corpus', 'ifrs'), { recursive: true });
      for (const f of ['s1.json', 's2.json']) copyFileSync(join(dir, 'ifrs', f), join(tmp, 'corpus', 'ifrs', f));
      copyFileSync(join(dir, 'VERSION'), join(tmp, 'corpus', 'VERSION'));
      process.env.SIBYL_CORPUS_DIR = join(tmp, 'corpus');
      expect(corpusDir()).toBe(join(tmp, 'corpus'));
      process.env.SIBYL_CORPUS_DIR = tmp;
      expect(corpusDir()).toBe(join(tmp, 'corpus'));
      expect(loadRegistry().listParagraphs().length).toBe(all.length);
      process.env.SIBYL_CORPUS_DIR = join(tmp, 'nowhere');
      expect(() => corpusDir()).toThrow(/SIBYL_CORPUS_DIR/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('rejects an invalid file with a readable message', () => {
    const broken = { ...files.S2, entries: [{ ...files.S2.entries[0], id: 'S2.29(a)(3)' }] };
    expect(RegistryFileSchema.safeParse(broken).success).toBe(false);
    const s1InS2 = { ...files.S2, entries: [{ ...files.S1.entries[0] }] };
    expect(RegistryFileSchema.safeParse(s1InS2).success).toBe(false);
  });
});

function getEntry(id: string): RegistryEntry {
  const e = registry.getParagraph(id);
  if (!e) throw new Error(`missing ${id}`);
  return e;
}
