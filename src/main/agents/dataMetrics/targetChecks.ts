/**
 * Targets (seed FRD 7, IFRS S2.33–36): what the report's reduction targets promise, checked against
 * its own figures.
 * - `interim_path`: the milestones of one absolute target (same scope, basis and base year) must not
 *   loosen: a later year must demand at least the reduction of an earlier one, and one year may not
 *   carry two different reductions. Two or more milestones are needed to check a path.
 * - `target_achievability`: for an absolute target with a base year whose value the report states
 *   once, and a later reported value, the yearly cut still needed (compound, latest year to target
 *   year) against the yearly cut achieved so far (base year to latest year): achievable when the
 *   needed rate is no higher than the past one; challenging up to twice it; questionable beyond, or
 *   when emissions have risen. The arithmetic is shown. Missing data → inconclusive, saying what.
 * Targets concern the future, so these checks bear on no claim: they are report-wide findings.
 */
import type { MetricCheck } from '../../../shared/domain/findingDetails';
import { targetsBaseYear } from '../../facts/baseYear';
import { readTargets, type EmissionsTarget, type TargetMilestone } from '../../facts/targets';
import { GHG_LABEL as LABEL, fmtTonnes } from './checkTypes';
import type { GhgObservation, StatedText } from '../../facts/inventory';

interface Stated extends EmissionsTarget {
  src: StatedText;
}

const pct = (n: number, d = 1): string =>
  `${n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })} %`;
const nameOf = (t: Pick<EmissionsTarget, 'scope' | 'basis' | 'kind'>): string =>
  `${t.scope ? LABEL[t.scope] : 'emissions'}${t.basis ? ` (${t.basis}-based)` : ''}` +
  `${t.kind === 'intensity' ? ' intensity' : ''}`;

function targetsOf(stated: readonly StatedText[]): Stated[] {
  // One target per scope a text names: "Scope 1 and 2 by 90 % and Scope 3 by 30 %" is two targets.
  return stated.flatMap((src) =>
    readTargets(src.text, src.figures).flatMap((t) => (t.milestones.length ? [{ ...t, src }] : []))
  );
}

const milestoneValue = (t: Stated, m: TargetMilestone): MetricCheck['values'][number] => ({
  label: `${nameOf(t)}: cut by ${m.targetYear}${t.baseYear ? ` (vs ${t.baseYear})` : ''}`,
  value: m.reductionPct,
  unit: '%',
  page: t.src.page,
  rects: t.src.rects.map((r) => ({ ...r })),
  role: 'input'
});

function pathCheck(group: readonly Stated[]): MetricCheck | null {
  const all = group.flatMap((t) => t.milestones.map((m) => ({ t, m })));
  const years = new Map<number, Array<{ t: Stated; m: TargetMilestone }>>();
  for (const x of all) years.set(x.m.targetYear, [...(years.get(x.m.targetYear) ?? []), x]);
  const twice = [...years.entries()].find(([, xs]) => new Set(xs.map((x) => x.m.reductionPct)).size > 1);
  // One milestone (or one stated twice alike) is no path.
  if (years.size < 2 && !twice) return null;
  const first = group[0]!;
  const name = nameOf(first);
  const sorted = [...all].sort((a, b) => a.m.targetYear - b.m.targetYear || a.m.reductionPct - b.m.reductionPct);
  const values = sorted.map(({ t, m }) => milestoneValue(t, m));
  const computation = sorted.map(({ m }) => `${m.targetYear}: −${pct(m.reductionPct, 0)}`).join(' → ');
  const base = {
    checkName: 'interim_path' as const,
    severity: 'medium' as const,
    values,
    computation,
    ifrsParagraphs: ['S2.33(f)'],
    sources: []
  };
  if (twice) {
    return {
      ...base,
      result: 'fail',
      message:
        `The ${name} target for ${twice[0]} is stated as ` +
        `${[...new Set(twice[1].map((x) => pct(x.m.reductionPct, 0)))].join(' and ')} (pages ` +
        `${[...new Set(twice[1].map((x) => x.t.src.page))].join(', ')}): one target cannot demand both.`
    };
  }
  const loosening = sorted.slice(1).find((x, i) => x.m.reductionPct < sorted[i]!.m.reductionPct);
  if (loosening) {
    const before = sorted[sorted.indexOf(loosening) - 1]!;
    return {
      ...base,
      result: 'fail',
      message:
        `The ${name} path loosens: ${pct(before.m.reductionPct, 0)} by ${before.m.targetYear} (p. ` +
        `${before.t.src.page}) but only ${pct(loosening.m.reductionPct, 0)} by ${loosening.m.targetYear} ` +
        `(p. ${loosening.t.src.page}); a later milestone should demand at least as much.`
    };
  }
  return { ...base, result: 'pass', message: `The ${name} milestones tighten over time (${computation}).` };
}

/** One value of a series in a year, or undefined when absent or stated with different values. */
function single(inventory: readonly GhgObservation[], t: Stated, year: number): GhgObservation | undefined {
  const obs = inventory.filter(
    (o) => o.kind === t.scope && !o.component && o.year === year && (t.basis === undefined || o.basis === t.basis)
  );
  return obs.length && new Set(obs.map((o) => Math.round(o.tonnes))).size === 1 ? obs[0] : undefined;
}

function achievability(
  t: Stated,
  m: TargetMilestone,
  inventory: readonly GhgObservation[],
  conflicted = false
): MetricCheck {
  const name = nameOf(t);
  const base = {
    checkName: 'target_achievability' as const,
    severity: 'medium' as const,
    ifrsParagraphs: ['S2.33', 'S2.35'],
    sources: []
  };
  const target = milestoneValue(t, m);
  const unsure = (why: string): MetricCheck => ({
    ...base,
    result: 'inconclusive',
    values: [target],
    computation: '',
    message:
      `The ${name} target (−${pct(m.reductionPct, 0)} by ` +
      `${m.targetYear}, p. ${t.src.page}) cannot be assessed: ${why}`
  });
  if (t.kind !== 'absolute' || !t.scope) return unsure('only absolute targets on a named scope are assessed.');
  // A target stated with two reductions for one year (interim_path fails it) has no one level to assess.
  if (conflicted) return unsure(`the report states more than one reduction for ${name} by ${m.targetYear}.`);
  if (t.baseYear === undefined) return unsure('the report does not say which base year it is measured against.');
  const baseObs = single(inventory, t, t.baseYear);
  if (!baseObs) return unsure(`the ${t.baseYear} value of ${name} is not stated once (missing or stated differently).`);
  const later = inventory.filter(
    (o) =>
      o.kind === t.scope &&
      !o.component &&
      o.year !== undefined &&
      o.year > t.baseYear! &&
      o.year < m.targetYear &&
      (t.basis === undefined || o.basis === t.basis)
  );
  const latestYear = Math.max(...later.map((o) => o.year!));
  const latest = Number.isFinite(latestYear) ? single(inventory, t, latestYear) : undefined;
  if (!latest) return unsure(`no single value of ${name} after ${t.baseYear} is stated to measure progress.`);
  const goal = baseObs.tonnes * (1 - m.reductionPct / 100);
  const obs = (o: GhgObservation, label: string): MetricCheck['values'][number] => ({
    label,
    value: o.tonnes,
    unit: 't CO2e',
    page: o.page,
    rects: o.rects.map((r) => ({ ...r })),
    role: 'input'
  });
  const values = [
    target,
    obs(baseObs, `${name}, ${t.baseYear} (base year)`),
    obs(latest, `${name}, ${latestYear} (latest)`)
  ];
  const past = 1 - (latest.tonnes / baseObs.tonnes) ** (1 / (latestYear - t.baseYear));
  const needed = latest.tonnes <= goal ? 0 : 1 - (goal / latest.tonnes) ** (1 / (m.targetYear - latestYear));
  const computation =
    `target level ${fmtTonnes(baseObs.tonnes)} × (1 − ${m.reductionPct} %) = ${fmtTonnes(Math.round(goal))} ` +
    `t; needed ${pct(needed * 100)}/yr from ${latestYear} (${fmtTonnes(latest.tonnes)} t) to ` +
    `${m.targetYear}; achieved ${pct(past * 100)}/yr from ${t.baseYear} to ${latestYear}`;
  const grade =
    needed === 0
      ? 'already met'
      : past > 0 && needed <= past
        ? 'achievable'
        : past > 0 && needed <= 2 * past
          ? 'challenging'
          : 'questionable';
  const said = `The ${name} target of −${pct(m.reductionPct, 0)} by ${m.targetYear} against ${t.baseYear} is ${grade}`;
  if (grade === 'questionable') {
    return {
      ...base,
      result: 'fail',
      values,
      computation,
      message:
        `${said}: it needs a cut of ${pct(needed * 100)} a year from ${latestYear}, ` +
        (past > 0
          ? `more than twice the ${pct(past * 100)} a year achieved since ${t.baseYear}`
          : `while emissions have not fallen since ${t.baseYear}`) +
        ` (${fmtTonnes(baseObs.tonnes)} t in ${t.baseYear}, p. ${baseObs.page}; ` +
        `${fmtTonnes(latest.tonnes)} t in ${latestYear}, p. ${latest.page}; target on p. ${t.src.page}).`
    };
  }
  return {
    ...base,
    result: 'pass',
    severity: grade === 'challenging' ? 'medium' : 'low',
    values,
    computation,
    message:
      grade === 'already met'
        ? `${said}: the ${latestYear} value is already below the target level.`
        : `${said}: it needs ${pct(needed * 100)} a year from ${latestYear} ` +
          `against ${pct(past * 100)} a year achieved since ${t.baseYear}.`
  };
}

/**
 * The base year of a target that names none ("our Scope 3 goal: a 55 per cent cut by 2030"), when every
 * other target of its scope, basis and kind names the same one: it is read as a milestone of that path.
 */
function onlyBaseYear(targets: readonly Stated[], t: Stated): number | undefined {
  const years = new Set(
    targets
      .filter((x) => x.scope === t.scope && x.basis === t.basis && x.kind === t.kind && x.baseYear !== undefined)
      .map((x) => x.baseYear!)
  );
  return years.size === 1 ? [...years][0] : undefined;
}

const milestoneKey = (t: Stated, m: TargetMilestone): string =>
  `${t.scope}|${t.basis ?? ''}|${t.kind}|${t.baseYear}|${m.targetYear}`;

/** The milestones stated with more than one reduction for the same scope, base year and target year. */
function conflicts(targets: readonly Stated[]): Set<string> {
  const pcts = new Map<string, Set<number>>();
  for (const t of targets)
    for (const m of t.milestones) {
      const key = milestoneKey(t, m);
      pcts.set(key, (pcts.get(key) ?? new Set()).add(m.reductionPct));
    }
  return new Set([...pcts].filter(([, p]) => p.size > 1).map(([k]) => k));
}

export function checkTargets(stated: readonly StatedText[], inventory: readonly GhgObservation[]): MetricCheck[] {
  // A target stated without its base year is measured from the report's one base year, when it has one.
  const base = targetsBaseYear(stated);
  const targets = targetsOf(stated).map((t) =>
    t.baseYear === undefined && base !== undefined && t.milestones.every((m) => m.targetYear > base)
      ? { ...t, baseYear: base }
      : t
  );
  const groups = new Map<string, Stated[]>();
  // A path is read only where it is unambiguous: absolute targets on a named scope and base year
  // (intensity targets on different denominators, or unnamed scopes, are not one path).
  for (const t of targets.filter((x) => x.kind === 'absolute' && x.scope !== undefined)) {
    const baseYear = t.baseYear ?? onlyBaseYear(targets, t);
    if (baseYear === undefined) continue;
    const key = `${t.scope ?? '?'}|${t.basis ?? ''}|${t.kind}|${baseYear}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const paths = [...groups.values()].flatMap((g) => pathCheck(g) ?? []);
  const conflicted = conflicts(targets);
  // One assessment per distinct milestone (the same target stated twice is assessed once).
  const seen = new Set<string>();
  const assessed = targets.flatMap((t) =>
    t.milestones.flatMap((m) => {
      const key = `${t.scope}|${t.basis ?? ''}|${t.kind}|${t.baseYear}|${m.targetYear}|${m.reductionPct}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [achievability(t, m, inventory, conflicted.has(milestoneKey(t, m)))];
    })
  );
  return [...paths, ...assessed];
}
