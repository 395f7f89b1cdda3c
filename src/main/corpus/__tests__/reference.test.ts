import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CorpusReferenceError,
  certificationScheme,
  checkAbsoluteTarget,
  clearReferenceCache,
  convert,
  corpusVersion,
  gwp,
  gwpEntry,
  loadReference,
  resolveCorpusDir,
  resolveUnit,
  sasbMetrics,
  scope3Categories,
  scope3Category,
  sectorIntensity
} from '../reference';
import { REFERENCE_FILES, ReferenceSourceSchema, type ReferenceFileName } from '../referenceSchema';

const dir = resolveCorpusDir();

function raw(name: ReferenceFileName): unknown {
  return JSON.parse(readFileSync(join(dir, 'reference', name), 'utf8'));
}

/** Throws unless fn throws a CorpusReferenceError with this code; returns it for message checks. */
function expectCode(fn: () => unknown, code: string): CorpusReferenceError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(CorpusReferenceError);
    expect((err as CorpusReferenceError).code).toBe(code);
    return err as CorpusReferenceError;
  }
  throw new Error(`expected ${code}`);
}

describe('reference corpus files', () => {
  it.each(Object.keys(REFERENCE_FILES) as ReferenceFileName[])('%s validates against its schema', (name) => {
    const result = REFERENCE_FILES[name].safeParse(raw(name));
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2)).toBe(true);
  });

  it('loads all files and reports the corpus version', () => {
    expect(corpusVersion()).toMatch(/^\d{4}\.\d+\.\d+$/);
    expect(loadReference().dir).toBe(dir);
  });

  it('every numeric value sits in an object that carries a valid source', () => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string, inheritedSource: boolean): void => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => walk(n, `${path}[${i}]`, inheritedSource));
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const obj = node as Record<string, unknown>;
      const own = ['source', 'typicalSource', 'bandSource'].some(
        (k) => k in obj && ReferenceSourceSchema.safeParse(obj[k]).success
      );
      const isSource = ReferenceSourceSchema.safeParse(obj).success && 'publisher' in obj;
      if (isSource) return;
      for (const [k, v] of Object.entries(obj)) {
        if (typeof v === 'number' && !(own || inheritedSource)) missing.push(`${path}.${k}`);
        walk(v, `${path}.${k}`, own || inheritedSource);
      }
    };
    for (const name of Object.keys(REFERENCE_FILES) as ReferenceFileName[]) walk(raw(name), name, false);
    expect(missing).toEqual([]);
  });

  it('sector bands are flagged as plausibility bands and published typicals carry their own source', () => {
    const data = loadReference().sectors;
    expect(data.purpose).toBe('plausibility');
    for (const s of data.sectors) {
      for (const m of s.metrics) {
        if (m.basis === 'published-average') expect(m.typicalSource).toBeDefined();
        else expect(m.typical).toBeUndefined();
      }
    }
  });
});

describe('gwp()', () => {
  it.each([
    ['CH4', 'AR5', 28],
    ['CH4', 'AR4', 25],
    ['CH4-fossil', 'AR6', 29.8],
    ['CH4 non-fossil', 'AR6', 27.0],
    ['N2O', 'AR6', 273],
    ['N2O', 'AR4', 298],
    ['SF6', 'AR5', 23500],
    ['sulfur hexafluoride', 'AR6', 25200],
    ['HFC-134a', 'AR4', 1430],
    ['R-134a', 'ar5', 1300],
    ['PFC-14', 'AR6', 7380],
    ['NF3', 'AR5', 16100],
    ['CO2', 'AR6', 1]
  ])('%s in %s is %d', (gas, ar, value) => {
    expect(gwp(gas, ar)).toBe(value);
  });

  it('returns the citation with the value', () => {
    const entry = gwpEntry('N2O', 'AR6');
    expect(entry.source.publisher).toBe('IPCC');
    expect(entry.source.locator).toContain('7.15');
    expect(gwpEntry('SF6', 'AR5').source.locator).toContain('8.A.1');
    expect(gwpEntry('SF6', 'AR4').source.locator).toContain('2.14');
  });

  it('covers every required gas in all three reports', () => {
    for (const gas of [
      'CO2',
      'CH4',
      'N2O',
      'SF6',
      'NF3',
      'HFC-23',
      'HFC-32',
      'HFC-125',
      'HFC-134a',
      'HFC-143a',
      'HFC-152a',
      'HFC-227ea',
      'CF4',
      'C2F6'
    ]) {
      for (const ar of ['AR4', 'AR5', 'AR6']) expect(gwp(gas, ar)).toBeGreaterThan(0);
    }
  });

  it('rejects unknown gases and missing report values', () => {
    expectCode(() => gwp('unobtainium', 'AR5'), 'NOT_FOUND');
    expect(expectCode(() => gwp('CH4-fossil', 'AR5'), 'NOT_FOUND').message).toMatch(/use "CH4"/);
  });
});

describe('convert()', () => {
  it('knows the base relations', () => {
    expect(convert(1, 'MWh', 'GJ')).toBe(3.6);
    expect(convert(1, 'Mt', 't')).toBe(1_000_000);
    expect(convert(1, 'kt', 't')).toBe(1000);
    expect(convert(1, 'Gt', 'Mt')).toBe(1000);
    expect(convert(1000, 'kg', 't')).toBe(1);
    expect(convert(1, 'TWh', 'GWh')).toBe(1000);
    expect(convert(1, 'kWh', 'MJ')).toBe(3.6);
    expect(convert(1, 'toe', 'GJ')).toBe(41.868);
    expect(convert(1, 'toe', 'MWh')).toBeCloseTo(11.63, 10);
    expect(convert(1, 'MMBtu', 'GJ')).toBeCloseTo(1.055056, 6);
    expect(convert(2000, 'lb', 'short ton')).toBe(1);
  });

  it('round-trips every pair of units within a dimension', () => {
    const units = loadReference().units.units;
    for (const a of units) {
      for (const b of units.filter((u) => u.dimension === a.dimension)) {
        const there = convert(123.456, a.id, b.id);
        expect(convert(there, b.id, a.id)).toBeCloseTo(123.456, 9);
      }
    }
  });

  it.each([
    'tCO2e',
    't CO₂e',
    'tonnes CO2-eq',
    't CO2-eq',
    'tonnes of CO₂ equivalent',
    'metric tons CO2e',
    'TCO2E',
    'MTCO2e',
    't éq. CO2',
    't CO2-Äq.',
    'tonnes'
  ])('recognises "%s" as tonnes', (alias) => {
    expect(resolveUnit(alias).id).toBe('t');
  });

  it.each([
    ['ktCO2e', 'kt'],
    ['kt CO2-eq', 'kt'],
    ['thousand tonnes CO2e', 'kt'],
    ['MtCO2e', 'Mt'],
    ['million metric tons of CO2 equivalent', 'Mt'],
    ['MMT CO2 Eq.', 'Mt'],
    ['kg CO₂e', 'kg'],
    ['mwh', 'MWh'],
    ['Megawatt-hours', 'MWh'],
    ['gigajoules', 'GJ'],
    ['GJ', 'GJ'],
    ['Mtoe', 'Mtoe']
  ])('recognises "%s" as %s', (alias, id) => {
    expect(resolveUnit(alias).id).toBe(id);
  });

  it('rejects t CO2e → MWh with a clear error', () => {
    const err = expectCode(() => convert(1, 'tCO2e', 'MWh'), 'INCOMPATIBLE_UNITS');
    expect(err.message).toMatch(/Cannot convert t \(ghg_mass\) to MWh \(energy\)/);
  });

  it('rejects unknown and ambiguous units', () => {
    expectCode(() => convert(1, 'furlongs', 't'), 'UNKNOWN_UNIT');
    expectCode(() => convert(1, '', 't'), 'UNKNOWN_UNIT');
    expectCode(() => convert(1, 'MWhCO2', 't'), 'UNKNOWN_UNIT');
    expect(expectCode(() => convert(1, 'mtco2e', 't'), 'AMBIGUOUS_UNIT').details.candidates).toEqual(['t', 'Mt']);
    expectCode(() => convert(1, 'tons', 't'), 'AMBIGUOUS_UNIT');
    expectCode(() => convert(Number.NaN, 't', 'kt'), 'INVALID_INPUT');
  });

  it('has no alias that maps to two different units', () => {
    const seen = new Map<string, string>();
    for (const u of loadReference().units.units) {
      for (const a of u.aliases) {
        const key = a
          .normalize('NFKC')
          .replace(/[\s\-_.]/g, '')
          .toLowerCase();
        expect(seen.get(key) ?? u.id, `alias ${a}`).toBe(u.id);
        seen.set(key, u.id);
      }
    }
  });
});

describe('scope 3, sectors, schemes, SASB, SBTi', () => {
  it('has exactly categories 1..15, 1-8 upstream', () => {
    expect(scope3Categories().map((c) => c.number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(scope3Category(11).name).toBe('Use of sold products');
    expect(scope3Category('Category 1').direction).toBe('upstream');
    expect(scope3Category(9).direction).toBe('downstream');
    expectCode(() => scope3Category(16), 'NOT_FOUND');
  });

  it('finds sectors by id, keyword and report', () => {
    expect(sectorIntensity('cement').metrics[0]?.typical).toBe(0.6);
    expect(sectorIntensity('BMW').id).toBe('automotive');
    expect(sectorIntensity('Telecom').id).toBe('telecommunications');
    for (const s of [
      'automotive',
      'luxury-apparel',
      'telecommunications',
      'semiconductors-electronics',
      'industrial-technology',
      'water-waste-utilities',
      'steel',
      'aluminium',
      'power-generation',
      'oil-gas',
      'airlines',
      'chemicals'
    ]) {
      expect(sectorIntensity(s).metrics.length).toBeGreaterThan(0);
    }
    expectCode(() => sectorIntensity('basket weaving'), 'NOT_FOUND');
  });

  it('finds certification schemes by id or keyword', () => {
    expect(certificationScheme('rec-us').doesNotProve.join(' ')).toMatch(/additionality/);
    expect(certificationScheme('guarantees of origin').id).toBe('go-eu');
    expect(certificationScheme('I-REC').id).toBe('i-rec');
    expect(certificationScheme('VCU').id).toBe('verra-vcs');
    expect(certificationScheme('isae3410').id).toBe('isae-3410');
    for (const id of [
      'rego-uk',
      'green-e',
      'gold-standard',
      'cdm-cer',
      'car',
      'acr',
      'icvcm-ccp',
      'corsia-eligible',
      'iso-14064-3',
      'isae-3000',
      'pas-2060',
      'iso-14068-1',
      'b-corp',
      'fsc',
      'rspo',
      're100'
    ]) {
      expect(certificationScheme(id).proves.length).toBeGreaterThan(0);
    }
    expectCode(() => certificationScheme('made-up label'), 'NOT_FOUND');
  });

  it('lists SASB metrics per industry', () => {
    const codes = sasbMetrics('tc-sc').map((m) => m.code);
    expect(codes).toContain('TC-SC-110a.1');
    expect(sasbMetrics('EM-EP').every((m) => m.source.publisher.includes('IFRS'))).toBe(true);
    for (const c of [
      'TR-AU',
      'CG-AA',
      'TC-TL',
      'TC-SC',
      'RT-EE',
      'RT-IG',
      'IF-WU',
      'IF-WM',
      'IF-EU',
      'EM-EP',
      'EM-CM',
      'EM-IS'
    ]) {
      expect(sasbMetrics(c).length).toBeGreaterThan(0);
    }
    expectCode(() => sasbMetrics('XX-YY'), 'NOT_FOUND');
  });

  it('checks absolute targets against SBTi rates', () => {
    const ok = checkAbsoluteTarget({ reductionPct: 42, baseYear: 2020, targetYear: 2030, submissionYear: 2022 });
    expect(ok.annualRatePct).toBe(4.2);
    expect(ok.meets1p5C).toBe(true);
    expect(ok.nearTermTimeframeOk).toBe(true);
    const weak = checkAbsoluteTarget({ reductionPct: 30, baseYear: 2019, targetYear: 2030 });
    expect(weak.meets1p5C).toBe(false);
    expect(weak.meetsWellBelow2C).toBe(true);
    expect(checkAbsoluteTarget({ reductionPct: 50, baseYear: 2010, targetYear: 2030 }).baseYearOk).toBe(false);
    expectCode(() => checkAbsoluteTarget({ reductionPct: 50, baseYear: 2030, targetYear: 2030 }), 'INVALID_INPUT');
  });
});

describe('corpus folder resolution', () => {
  const tmp: string[] = [];
  afterEach(() => {
    clearReferenceCache();
    for (const t of tmp.splice(0)) rmSync(t, { recursive: true, force: true });
  });

  it('honours SIBYL_CORPUS_DIR (corpus folder or its parent) and rejects a wrong one', () => {
    const root = mkdtempSync(join(tmpdir(), 'sibyl-ref-'));
    tmp.push(root);
    cpSync(dir, join(root, 'corpus'), { recursive: true });
    expect(resolveCorpusDir({ SIBYL_CORPUS_DIR: join(root, 'corpus') })).toBe(join(root, 'corpus'));
    expect(resolveCorpusDir({ SIBYL_CORPUS_DIR: root })).toBe(join(root, 'corpus'));
    expectCode(() => resolveCorpusDir({ SIBYL_CORPUS_DIR: join(root, 'nope') }), 'CORPUS_NOT_FOUND');
  });

  it('reports an invalid file with its name', () => {
    const root = mkdtempSync(join(tmpdir(), 'sibyl-ref-'));
    tmp.push(root);
    mkdirSync(join(root, 'reference'));
    cpSync(join(dir, 'reference'), join(root, 'reference'), { recursive: true });
    writeFileSync(join(root, 'VERSION'), '2026.11.0\n');
    const gwpFile = JSON.parse(readFileSync(join(root, 'reference', 'gwp.json'), 'utf8')) as {
      gases: { values: { source?: unknown }[] }[];
    };
    delete gwpFile.gases[0]!.values[0]!.source;
    writeFileSync(join(root, 'reference', 'gwp.json'), JSON.stringify(gwpFile));
    expect(expectCode(() => loadReference(root), 'INVALID_CORPUS').message).toMatch(/gwp\.json/);
  });
});
