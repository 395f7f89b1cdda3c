/**
 * Scope addition (seed FRD 7): per reporting year and Scope 2 basis, the parts a report states must
 * add up to the sums it states — Scope 1 + Scope 2 = Scopes 1+2; Scopes 1+2 + Scope 3 = the total;
 * Scope 3 upstream + downstream = Scope 3; the Scope 3 categories = Scope 3 when all fifteen are
 * stated (else the categories may not exceed it). Within 1 % the sum passes. A part or sum stated
 * twice alike to the precision printed is one value; stated twice with different values it makes the check inconclusive (that is a restatement, checked apart),
 * never a guess. A source or breakdown of a scope (`component`) is not its total and is left out.
 * Pure: observations in, results out.
 */
import type { GhgBasis, GhgKind } from '../../facts/ghg';
import type { GhgObservation } from '../../facts/inventory';
import { GHG_LABEL as LABEL, fmtTonnes as fmt, obsValue, type CheckResult, type CheckValue } from './checkTypes';
import { agreeAsPrinted, printedStep } from './restatementCheck';

export interface ScopeAdditionCheck {
  checkName: 'scope_addition';
  result: CheckResult;
  severity: 'high' | 'medium' | 'low';
  year: number;
  basis?: GhgBasis;
  /** The parts added, and the sum the report states. */
  values: CheckValue[];
  stated: CheckValue;
  /** Sum of the parts, difference to the stated sum, and the relative difference. */
  expected: number;
  difference: number;
  relative: number;
  tolerance: number;
  computation: string;
  message: string;
}

const SCOPE_ADDITION_TOLERANCE = 0.01;

/** The same key stated with different values in different places. */
interface Conflict {
  conflict: readonly GhgObservation[];
}
type Got = GhgObservation | Conflict | undefined;
const isConflict = (g: Got): g is Conflict => g !== undefined && 'conflict' in g;

/**
 * One value per key: undefined when absent, a conflict (with every statement) when stated with different
 * values. Statements that agree to the precision printed ("3,080.3 kt" and "3,080,290 t") are one value,
 * its most precise statement.
 */
function single(obs: readonly GhgObservation[]): Got {
  if (obs.length === 0) return undefined;
  const finest = [...obs].sort((a, b) => printedStep(a) - printedStep(b))[0]!;
  return obs.every((o) => agreeAsPrinted(o, finest)) ? finest : { conflict: obs };
}

interface Slot {
  year: number;
  basis?: GhgBasis;
  get(kind: GhgKind, category?: number): Got;
  /** Every statement of a kind in the slot. */
  all(kind: GhgKind): GhgObservation[];
}

function slots(inventory: readonly GhgObservation[]): Slot[] {
  const years = [...new Set(inventory.flatMap((o) => (o.year === undefined ? [] : [o.year])))].sort();
  const out: Slot[] = [];
  for (const year of years) {
    const inYear = inventory.filter((o) => o.year === year);
    const bases = [...new Set(inYear.map((o) => o.basis))];
    for (const basis of bases.length ? bases : [undefined]) {
      // Scope 2 and the sums with it are read on one basis; Scope 1 and Scope 3 have none.
      const all = (kind: GhgKind, category?: number) =>
        inYear.filter(
          (o) =>
            o.kind === kind &&
            (category === undefined || o.category === category) &&
            (BASED.has(kind) ? o.basis === basis : true)
        );
      const get = (kind: GhgKind, category?: number) => single(all(kind, category));
      out.push({ year, ...(basis ? { basis } : {}), get, all });
    }
  }
  return out;
}

const BASED = new Set<GhgKind>(['scope2', 'scope1_2', 'scope1_2_3', 'total']);

/** Where the parts stand: "p. 2", "pp. 2, 3". */
function partPages(parts: readonly GhgObservation[]): string {
  const pages = [...new Set(parts.map((p) => p.page))].sort((a, b) => a - b);
  return `${pages.length > 1 ? 'pp.' : 'p.'} ${pages.join(', ')}`;
}

/** A total and its parts this many times apart are read as a misreading, not as an error of the report. */
const FAR = 3;

function compare(
  slot: Pick<Slot, 'year' | 'basis'>,
  parts: GhgObservation[],
  stated: GhgObservation,
  severity: ScopeAdditionCheck['severity'],
  exact: boolean
): ScopeAdditionCheck {
  const expected = parts.reduce((s, p) => s + p.tonnes, 0);
  const difference = stated.tonnes - expected;
  const relative = stated.tonnes === 0 ? (expected === 0 ? 0 : 1) : Math.abs(difference) / Math.abs(stated.tonnes);
  // Without every part, the parts may only fall short of the sum.
  const ok = exact ? relative <= SCOPE_ADDITION_TOLERANCE : expected <= stated.tonnes * (1 + SCOPE_ADDITION_TOLERANCE);
  const values = parts.map((p) =>
    obsValue(
      p.kind === 'scope3_category'
        ? `Scope 3 category ${p.category}`
        : `${LABEL[p.kind]}${p.kind === 'scope2' && p.basis ? ` (${p.basis}-based)` : ''}`,
      p
    )
  );
  const statedValue = obsValue(LABEL[stated.kind], stated, 'tested');
  // Parts and total a factor of three or more apart are not one quantity misadded: one was misread.
  const apart =
    !ok &&
    exact &&
    expected > 0 &&
    stated.tonnes > 0 &&
    Math.max(expected, stated.tonnes) >= FAR * Math.min(expected, stated.tonnes);
  const computation = `${values.map((v) => fmt(v.tonnes)).join(' + ')} = ${fmt(expected)} t CO2e; stated ${fmt(stated.tonnes)} (${difference >= 0 ? '+' : ''}${fmt(difference)}, ${(relative * 100).toFixed(2)} %)`;
  const where = `${slot.year}${slot.basis ? `, ${slot.basis}-based` : ''}`;
  const message = apart
    ? `${statedValue.label} (${where}) is stated as ${fmt(stated.tonnes)} t CO2e on page ${stated.page} and its parts add ` +
      `up to ${fmt(expected)} t CO2e (${partPages(parts)}): too far apart for a slip in the addition, so one of the ` +
      'figures is probably not what its label says. Left open; read the table.'
    : ok
      ? exact || relative <= SCOPE_ADDITION_TOLERANCE
        ? `${statedValue.label} (${where}) matches the sum of its parts within ${SCOPE_ADDITION_TOLERANCE * 100} %.`
        : `The ${parts.length} stated parts of ${statedValue.label} (${where}) add up to ${fmt(expected)} t CO2e, ` +
          `no more than the ${fmt(stated.tonnes)} t CO2e stated (the parts not stated make up the rest).`
      : exact
        ? `${statedValue.label} (${where}) is stated as ${fmt(stated.tonnes)} t CO2e on page ${stated.page}, but its parts add up to ${fmt(expected)} t CO2e (${partPages(parts)}).`
        : `The stated parts of ${statedValue.label} (${where}) already add up to ${fmt(expected)} t CO2e (${partPages(parts)}), more than the ${fmt(stated.tonnes)} t CO2e stated on page ${stated.page}.`;
  return {
    checkName: 'scope_addition',
    result: ok ? 'pass' : apart ? 'inconclusive' : 'fail',
    severity,
    year: slot.year,
    ...(slot.basis ? { basis: slot.basis } : {}),
    values,
    stated: statedValue,
    expected,
    difference,
    relative,
    tolerance: SCOPE_ADDITION_TOLERANCE,
    computation,
    message
  };
}

function conflict(slot: Slot, kinds: string, got: readonly Got[]): ScopeAdditionCheck {
  const values = got
    .filter(isConflict)
    .flatMap((c) =>
      c.conflict.map((o) =>
        obsValue(
          `${o.kind === 'scope3_category' ? `Scope 3 category ${o.category}` : LABEL[o.kind]}, ${slot.year}`,
          o,
          'tested'
        )
      )
    );
  const shown = values.map((v) => `${fmt(v.tonnes)} (p. ${v.page})`).join(' vs ');
  return {
    checkName: 'scope_addition',
    result: 'inconclusive',
    severity: 'medium',
    year: slot.year,
    ...(slot.basis ? { basis: slot.basis } : {}),
    values,
    stated: { label: kinds, tonnes: 0, page: values[0]?.page ?? 0 },
    expected: 0,
    difference: 0,
    relative: 0,
    tolerance: SCOPE_ADDITION_TOLERANCE,
    computation: shown,
    message: `${kinds} (${slot.year}) is stated with different values in different places (${shown}): the sum cannot be checked until that is resolved.`
  };
}

/** A sum and its parts: all present → a check; a conflicting value → inconclusive; something absent → no check. */
function sumCheck(
  slot: Slot,
  sum: GhgKind,
  parts: GhgKind[],
  severity: ScopeAdditionCheck['severity']
): ScopeAdditionCheck | undefined {
  const s = slot.get(sum);
  const ps = parts.map((k) => slot.get(k));
  if (s === undefined || ps.some((p) => p === undefined)) return undefined;
  if (isConflict(s) || ps.some(isConflict))
    return conflict(slot, [LABEL[sum], ...parts.map((k) => LABEL[k])].join(', '), [s, ...ps]);
  return compare(slot, ps as GhgObservation[], s, severity, true);
}

function categoryCheck(slot: Slot): ScopeAdditionCheck | undefined {
  const total = slot.get('scope3');
  if (total === undefined || isConflict(total)) return undefined;
  const cats = Array.from({ length: 15 }, (_, i) => slot.get('scope3_category', i + 1));
  if (cats.some(isConflict)) return categoriesByPage(slot, cats, total) ?? conflict(slot, 'Scope 3 categories', cats);
  const present = cats.filter((c): c is GhgObservation => c !== undefined && !isConflict(c));
  if (present.length < 2) return undefined;
  // The total printed with the categories (the same table's "Total Scope 3") is the one they are added to.
  const pages = new Set(present.map((c) => c.page));
  const beside = slot.all('scope3').find((o) => pages.has(o.page) && agreeAsPrinted(o, total));
  return compare(slot, present, beside ?? total, 'medium', present.length === 15);
}

/**
 * Categories stated with different values in two tables (a narrative table and an annex, one of them
 * misread): each page's categories are added up on their own. Every page's sum holding passes (the
 * first page's check, which says what was added); every one failing fails; otherwise no verdict.
 */
function categoriesByPage(slot: Slot, cats: readonly Got[], total: GhgObservation): ScopeAdditionCheck | undefined {
  const all = cats.flatMap((c) => (c === undefined ? [] : isConflict(c) ? [...c.conflict] : [c]));
  const pages = [...new Set(all.map((o) => o.page))].sort((a, b) => a - b);
  const checks = pages.flatMap((page) => {
    const parts = all.filter((o) => o.page === page);
    const one = parts.filter((o, i) => parts.findIndex((p) => p.category === o.category) === i);
    if (one.length < 2 || one.length !== parts.length) return [];
    return [compare(slot, one, total, 'medium', one.length === 15)];
  });
  if (checks.length < 2) return undefined;
  if (checks.every((c) => c.result === 'pass')) return checks[0];
  return checks.every((c) => c.result === 'fail') ? checks[0] : undefined;
}

const KEEP_ORDER: ReadonlyArray<GhgBasis | undefined> = ['market', 'location', undefined];

/** The year's total of all scopes, stated once (with or without its Scope 2 basis); undefined otherwise. */
function statedTotal(inYear: readonly GhgObservation[]): GhgObservation | undefined {
  for (const kind of ['total', 'scope1_2_3'] as const) {
    const got = single(inYear.filter((o) => o.kind === kind));
    if (got !== undefined) return isConflict(got) ? undefined : got;
  }
  return undefined;
}

/** The values a kind is stated with in a year (one per value, its finest statement); none when absent. */
function alternatives(obs: readonly GhgObservation[]): GhgObservation[] {
  const got = single(obs);
  if (got === undefined) return [];
  if (!isConflict(got)) return [got];
  const out: GhgObservation[] = [];
  for (const o of [...got.conflict].sort((a, b) => printedStep(a) - printedStep(b)))
    if (!out.some((x) => agreeAsPrinted(x, o))) out.push(o);
  return out;
}

/**
 * A total stated with or without a basis, in a year that states no Scopes 1+2 on its basis (a table of Scope 1, Scope 2
 * location- and market-based, Scope 3 and "Total emissions"): Scope 1 + Scope 2 + Scope 3 on each
 * Scope 2 basis printed. One basis adding up passes, naming it; when none does it fails, with the
 * other sums in the message. A part stated twice with different values (a restatement, checked apart) is
 * tried both ways: the total fails only when it matches neither.
 */
function totalOfScopes(year: number, inYear: readonly GhgObservation[]): ScopeAdditionCheck | undefined {
  const of = (kind: GhgKind, basis?: GhgBasis): GhgObservation[] =>
    alternatives(inYear.filter((o) => o.kind === kind && (o.basis ?? undefined) === basis));
  const total = statedTotal(inYear);
  // Scopes 1+2 on the total's own basis: the total is added up from it (sumCheck), not from here. A total
  // without a basis beside a market-based Scopes 1+2 row is added up here.
  if (inYear.some((o) => o.kind === 'scope1_2' && (o.basis ?? undefined) === (total?.basis ?? undefined)))
    return undefined;
  const [s1s, s3s] = [of('scope1'), of('scope3')];
  if (!total || !s1s.length || !s3s.length) return undefined;
  // A total that names its basis ("Total (Scope 1, 2 market-based, 3)") is added up on that basis only.
  const bases = total.basis ? [total.basis] : KEEP_ORDER;
  const tries = bases.flatMap((basis) =>
    of('scope2', basis).flatMap((s2) =>
      s1s.flatMap((s1) =>
        s3s.map((s3) => compare({ year, ...(basis ? { basis } : {}) }, [s1, s2, s3], total, 'high', true))
      )
    )
  );
  const passed = tries.find((t) => t.result === 'pass');
  if (passed || tries.length < 2) return passed ?? tries[0];
  const [first, ...others] = tries;
  const also = others.map((t) =>
    t.basis !== first!.basis
      ? `with ${t.basis ?? 'unspecified'}-based Scope 2 they add up to ${fmt(t.expected)}`
      : `with ${t.values.map((v) => `${fmt(v.tonnes)} (p. ${v.page})`).join(' + ')} they add up to ${fmt(t.expected)}`
  );
  return { ...first!, message: `${first!.message.replace(/\.$/u, '')}; ${also.join('; ')}.` };
}

/**
 * Scope 3's own sums (no Scope 2 basis in the slot, so none in their messages). Upstream and downstream
 * adding up to what the categories add up to, both above the same total, are one finding: the categories' check
 * says it, naming every category.
 */
function scope3Checks(slot: Slot): Array<ScopeAdditionCheck | undefined> {
  const directions = sumCheck(slot, 'scope3', ['scope3_upstream', 'scope3_downstream'], 'medium');
  const categories = categoryCheck(slot);
  const same =
    directions?.result === 'fail' &&
    categories?.result === 'fail' &&
    Math.abs(directions.expected - categories.expected) <= SCOPE_ADDITION_TOLERANCE * categories.expected;
  return same ? [categories] : [directions, categories];
}

export function checkScopeAddition(inventory: readonly GhgObservation[]): ScopeAdditionCheck[] {
  const seenYears = new Set<number>();
  // Sources and breakdowns of a scope are not its total.
  const totals = inventory.filter((o) => !o.component);
  return slots(totals).flatMap((slot) => {
    // Scope 3 has no Scope 2 basis: its sums are checked once per year, not once per basis.
    const firstOfYear = !seenYears.has(slot.year);
    seenYears.add(slot.year);
    return [
      sumCheck(slot, 'scope1_2', ['scope1', 'scope2'], 'high'),
      sumCheck(slot, 'scope1_2_3', ['scope1_2', 'scope3'], 'high'),
      sumCheck(slot, 'total', ['scope1_2', 'scope3'], 'high'),
      ...(firstOfYear ? scope3Checks({ year: slot.year, get: slot.get, all: slot.all }) : []),
      ...(firstOfYear
        ? [
            totalOfScopes(
              slot.year,
              totals.filter((o) => o.year === slot.year)
            )
          ]
        : [])
    ].filter((c): c is ScopeAdditionCheck => c !== undefined);
  });
}
