/**
 * Loader and typed getters for the offline reference data in corpus/reference/*.json (GWPs, units,
 * scope 3 categories, sector plausibility bands, SBTi thresholds, certification schemes, SASB metrics).
 *
 * The corpus folder is the first of: $SIBYL_CORPUS_DIR (the corpus folder itself, or a folder holding
 * corpus/), then the nearest ancestor of this module's file, then of process.cwd(), that contains
 * corpus/VERSION. Files are read and validated once per folder and cached.
 */
import { findCorpusDir } from './corpusDir';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CorpusReferenceError, ReferenceErrors } from './referenceErrors';
import {
  REFERENCE_FILES,
  type AssessmentReport,
  type CertificationScheme,
  type Gas,
  type ReferenceData,
  type ReferenceFileName,
  type ReferenceSource,
  type SasbMetric,
  type SbtiRule,
  type Scope3Category,
  type Sector,
  type Unit
} from './referenceSchema';
import { buildUnitIndex, convertIn, resolveUnitIn, squash, type Conversion, type UnitIndex } from './referenceUnits';

export { CorpusReferenceError } from './referenceErrors';
const VERSION_FILE = 'VERSION';
const REFERENCE_SUBDIR = 'reference';

/** Absolute path of the corpus folder (the one holding VERSION and reference/); see corpusDir.ts. */
export function resolveCorpusDir(env: NodeJS.ProcessEnv = process.env): string {
  const found = findCorpusDir(env);
  if (found.dir) return found.dir;
  if (found.badEnv)
    throw new CorpusReferenceError(
      ReferenceErrors.CORPUS_NOT_FOUND,
      `SIBYL_CORPUS_DIR is set to ${found.badEnv}, but neither it ` +
        'nor its corpus/ subfolder contains the corpus (VERSION file).',
      { dir: found.badEnv }
    );
  throw new CorpusReferenceError(
    ReferenceErrors.CORPUS_NOT_FOUND,
    'Reference corpus not found: no corpus/VERSION above the application or the working folder. Set SIBYL_CORPUS_DIR.',
    { searched: found.searched }
  );
}

interface Loaded extends ReferenceData {
  unitIndex: UnitIndex;
}

const cache = new Map<string, Loaded>();

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (err) {
    throw new CorpusReferenceError(
      ReferenceErrors.INVALID_CORPUS,
      `Cannot read reference file ${path}: ${(err as Error).message}`,
      { path }
    );
  }
}

function parseFile<N extends ReferenceFileName>(dir: string, name: N): z.infer<(typeof REFERENCE_FILES)[N]> {
  const path = join(dir, REFERENCE_SUBDIR, name);
  const result = REFERENCE_FILES[name].safeParse(readJson(path));
  if (!result.success) {
    throw new CorpusReferenceError(
      ReferenceErrors.INVALID_CORPUS,
      `Reference file ${name} is invalid:\n${z.prettifyError(result.error)}`,
      {
        path
      }
    );
  }
  return result.data as z.infer<(typeof REFERENCE_FILES)[N]>;
}

/** Reads and validates every reference file (cached per corpus folder). */
export function loadReference(dir: string = resolveCorpusDir()): ReferenceData & { unitIndex: UnitIndex } {
  const key = resolve(dir);
  const hit = cache.get(key);
  if (hit) return hit;
  const versionPath = join(key, VERSION_FILE);
  if (!existsSync(versionPath)) {
    throw new CorpusReferenceError(ReferenceErrors.CORPUS_NOT_FOUND, `No VERSION file in ${key}.`, { dir: key });
  }
  const version = readFileSync(versionPath, 'utf8').trim();
  if (!/^\d{4}\.\d+\.\d+$/.test(version)) {
    throw new CorpusReferenceError(
      ReferenceErrors.INVALID_CORPUS,
      `corpus/VERSION must look like 2026.11.0, got "${version}".`,
      { version }
    );
  }
  const units = parseFile(key, 'units.json');
  const loaded: Loaded = {
    version,
    dir: key,
    gwp: parseFile(key, 'gwp.json'),
    units,
    scope3: parseFile(key, 'ghg-protocol-scope3.json'),
    sectors: parseFile(key, 'sector-intensity.json'),
    sbti: parseFile(key, 'sbti.json'),
    certifications: parseFile(key, 'certification-schemes.json'),
    sasb: parseFile(key, 'sasb-climate.json'),
    sourceTiers: parseFile(key, 'source-tiers.json'),
    unitIndex: buildUnitIndex(units)
  };
  cache.set(key, loaded);
  return loaded;
}

/** Forget cached data (tests, or after the corpus folder changed on disk). */
export function clearReferenceCache(): void {
  cache.clear();
}

const fold = (s: string): string => squash(s).toLowerCase();

function notFound(what: string, query: unknown, hint?: string): CorpusReferenceError {
  return new CorpusReferenceError(
    ReferenceErrors.NOT_FOUND,
    `${what} "${String(query)}" not found in the reference corpus.${hint ? ` ${hint}` : ''}`,
    {
      query
    }
  );
}

export function corpusVersion(): string {
  return loadReference().version;
}

// ---------------------------------------------------------------- GWP

function findGas(name: string): Gas {
  const gases = loadReference().gwp.gases;
  const q = fold(name);
  const byName = gases.find((g) => fold(g.id) === q || g.aliases.some((a) => fold(a) === q));
  if (byName) return byName;
  const byFormula = gases.filter((g) => fold(g.formula) === q);
  if (byFormula.length === 1 && byFormula[0]) return byFormula[0];
  throw notFound('Gas', name);
}

export interface GwpLookup {
  gas: string;
  ar: AssessmentReport;
  gwp100: number;
  source: ReferenceSource;
  note?: string;
}

/** GWP-100 of a gas in one IPCC assessment report, with its citation. */
export function gwpEntry(gas: string, ar: string): GwpLookup {
  const report = ar.trim().toUpperCase();
  const g = findGas(gas);
  const value = g.values.find((v) => v.ar === report);
  if (!value) {
    const has = g.values.map((v) => v.ar).join(', ');
    const methane = g.family === 'CH4' && report !== 'AR6' ? ' Before AR6 methane has a single value: use "CH4".' : '';
    throw notFound(`GWP for ${g.id} in`, ar, `Available: ${has}.${methane}`);
  }
  return {
    gas: g.id,
    ar: value.ar,
    gwp100: value.gwp100,
    source: value.source,
    ...(value.note ? { note: value.note } : {})
  };
}

export function gwp(gas: string, ar: string): number {
  return gwpEntry(gas, ar).gwp100;
}

// ---------------------------------------------------------------- units

export function resolveUnit(unit: string): Unit {
  return resolveUnitIn(loadReference().unitIndex, unit);
}

/** The id of a unit units.json knows ("tonnes" → "t"), or undefined for anything else (no throw). */
export function unitIdOf(raw: string): string | undefined {
  try {
    return resolveUnit(raw).id;
  } catch (err) {
    if (err instanceof CorpusReferenceError) return undefined;
    throw err;
  }
}

/** Full conversion record (resolved units, dimension, exactness). */
function conversion(value: number, fromUnit: string, toUnit: string): Conversion {
  return convertIn(loadReference().unitIndex, value, fromUnit, toUnit);
}

/** Converts value between two units of the same dimension; throws CorpusReferenceError otherwise. */
export function convert(value: number, fromUnit: string, toUnit: string): number {
  return conversion(value, fromUnit, toUnit).value;
}

// ---------------------------------------------------------------- scope 3

export function scope3Categories(): Scope3Category[] {
  return loadReference().scope3.categories;
}

/** Accepts 11, "11", "Category 11", "cat. 11", "C11". */
export function scope3Category(n: number | string): Scope3Category {
  const num = typeof n === 'number' ? n : Number(/(\d+)/.exec(n)?.[1] ?? NaN);
  const found = scope3Categories().find((c) => c.number === num);
  if (!found) throw notFound('Scope 3 category', n, 'Categories are numbered 1 to 15.');
  return found;
}

// ---------------------------------------------------------------- sectors

function sectors(): Sector[] {
  return loadReference().sectors.sectors;
}

/** Looks a sector up by id, name, keyword or related report (e.g. "automotive", "BMW", "cement"). */
export function sectorIntensity(sector: string): Sector {
  const q = fold(sector);
  const all = sectors();
  const found =
    all.find((s) => fold(s.id) === q) ??
    all.find(
      (s) => fold(s.name) === q || s.keywords.some((k) => fold(k) === q) || s.relatedReports.some((r) => fold(r) === q)
    );
  if (!found) throw notFound('Sector', sector, `Known sectors: ${all.map((s) => s.id).join(', ')}.`);
  return found;
}

// ---------------------------------------------------------------- certification schemes

function certificationSchemes(): CertificationScheme[] {
  return loadReference().certifications.schemes;
}

/** Looks a scheme up by id, then by name or keyword, case- and punctuation-insensitively. */
export function certificationScheme(idOrKeyword: string): CertificationScheme {
  const q = fold(idOrKeyword);
  const all = certificationSchemes();
  const found =
    all.find((s) => fold(s.id) === q) ?? all.find((s) => fold(s.name) === q || s.keywords.some((k) => fold(k) === q));
  if (!found) throw notFound('Certification scheme', idOrKeyword);
  return found;
}

// ---------------------------------------------------------------- SASB

export interface SasbMetricRow extends SasbMetric {
  industryCode: string;
  industry: string;
  topicCode: string;
  topic: string;
  source: ReferenceSource;
}

export function sasbMetrics(industryCode: string): SasbMetricRow[] {
  const code = industryCode.trim().toUpperCase();
  const industry = loadReference().sasb.industries.find((i) => i.code === code);
  if (!industry) throw notFound('SASB industry', industryCode);
  return industry.topics.flatMap((t) =>
    t.metrics.map((m) => ({
      ...m,
      industryCode: industry.code,
      industry: industry.name,
      topicCode: t.topicCode,
      topic: t.topic,
      source: industry.source
    }))
  );
}

// ---------------------------------------------------------------- source tiers

export interface HostTier {
  tier: 1 | 2 | 3 | 4;
  kind: 'peer_reviewed' | 'standard' | 'industry_report' | 'company_disclosure' | 'other';
  /** Who publishes there, or why the suffix ranks so; absent for the default tier. */
  organisation?: string;
}

/** The credibility tier of a web host: the listed host or a parent domain, else a suffix rule, else the default. */
export function sourceTier(host: string): HostTier {
  const t = loadReference().sourceTiers;
  const h = host.trim().toLowerCase().replace(/\.$/u, '');
  const listed = t.hosts.find((e) => h === e.host || h.endsWith(`.${e.host}`));
  if (listed) return { tier: listed.tier, kind: listed.kind, organisation: listed.organisation };
  const suffix = t.suffixes.find((e) => h.endsWith(e.suffix));
  if (suffix) return { tier: suffix.tier, kind: suffix.kind, organisation: suffix.why };
  return { tier: t.defaultTier, kind: 'other' };
}

// ---------------------------------------------------------------- SBTi

export function sbtiRule(id: string): SbtiRule {
  const found = loadReference().sbti.rules.find((r) => r.id === id);
  if (!found) throw notFound('SBTi rule', id);
  return found;
}

export interface AbsoluteTargetCheck {
  /** Linear reduction per year, in % of base-year emissions. */
  annualRatePct: number;
  meets1p5C: boolean;
  meetsWellBelow2C: boolean;
  baseYearOk: boolean;
  /** Only known when the submission year is given. */
  nearTermTimeframeOk?: boolean;
  rules: SbtiRule[];
}

/**
 * Checks an absolute-contraction target (e.g. "-42 % scope 1+2 by 2030 vs 2020") against the SBTi
 * minimum linear rates. Intensity targets cannot be checked this way.
 */
export function checkAbsoluteTarget(t: {
  reductionPct: number;
  baseYear: number;
  targetYear: number;
  submissionYear?: number;
}): AbsoluteTargetCheck {
  const years = t.targetYear - t.baseYear;
  if (
    !Number.isFinite(t.reductionPct) ||
    !Number.isInteger(t.baseYear) ||
    !Number.isInteger(t.targetYear) ||
    years <= 0
  ) {
    throw new CorpusReferenceError(
      ReferenceErrors.INVALID_INPUT,
      'Target year must be after base year and the reduction a number.',
      { ...t }
    );
  }
  const r15 = sbtiRule('nt-ambition-1.5c');
  const rWb2 = sbtiRule('nt-ambition-wb2c');
  const rBase = sbtiRule('base-year-earliest');
  const rMin = sbtiRule('nt-timeframe-min');
  const rMax = sbtiRule('nt-timeframe-max');
  const annualRatePct = Number((t.reductionPct / years).toPrecision(12));
  const check: AbsoluteTargetCheck = {
    annualRatePct,
    meets1p5C: annualRatePct >= r15.value,
    meetsWellBelow2C: annualRatePct >= rWb2.value,
    baseYearOk: t.baseYear >= rBase.value,
    rules: [r15, rWb2, rBase, rMin, rMax]
  };
  if (t.submissionYear !== undefined) {
    const span = t.targetYear - t.submissionYear;
    check.nearTermTimeframeOk = span >= rMin.value && span <= rMax.value;
  }
  return check;
}
