/**
 * gwp_basis (seed FRD 7, issue 11): which IPCC assessment report's GWP-100 values the report uses,
 * named or implied by the factors it prints. IFRS S2 (application guidance B21–B22 to paragraph
 * 29(a)) asks for the values of the latest IPCC assessment available at the reporting date, so AR4 or
 * older values are superseded unless the report explains why it keeps them; two bases in one report
 * are a mix. A report that states CO2e figures and never names its basis is inconclusive.
 * See docs/data-metrics-checks/disclosure.md.
 */
import type { CheckValue, MetricCheck } from '../../../shared/domain/findingDetails';
import type { SourceRef } from '../../../shared/domain/provenance';
import { loadReference } from '../../corpus/reference';
import type { GwpFile } from '../../corpus/referenceSchema';
import { BASIS_ORDER, gasTable, gwpMentions, type Basis, type GwpMention } from './gwpMentions';
import type { PageText, StatedText } from '../../facts/inventory';

interface Located {
  mention: GwpMention;
  page: number;
  item?: StatedText;
}

const CURRENT: ReadonlySet<Basis> = new Set(['AR5', 'AR6']);
const IFRS = ['S2.29(a)(i)', 'S2.29(a)(iii)(1)'];
const NAME: Record<Basis, string> = {
  SAR: 'Second Assessment Report (1995)',
  TAR: 'Third Assessment Report (2001)',
  AR4: 'Fourth Assessment Report (AR4, 2007)',
  AR5: 'Fifth Assessment Report (AR5, 2013)',
  AR6: 'Sixth Assessment Report (AR6, 2021)'
};
const CO2E = /CO2e|CO₂e|CO2[- ]equivalent|CO₂[- ]equivalent/iu;

function locate(stated: readonly StatedText[], pages: readonly PageText[], gwp: GwpFile): Located[] {
  const table = gasTable(gwp.gases);
  const seen = new Set<string>();
  const out: Located[] = [];
  const add = (mention: GwpMention, page: number, item?: StatedText): void => {
    const what = mention.kind === 'named' ? `${mention.basis}|${mention.raw}` : `${mention.gas}|${mention.value}`;
    const key = `${page}|${what}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ mention, page, ...(item ? { item } : {}) });
  };
  for (const item of stated) for (const m of gwpMentions(item.text, table)) add(m, item.page, item);
  for (const p of pages) for (const m of gwpMentions(p.text, table)) add(m, p.page);
  return out;
}

/** The bases one mention is consistent with. */
const basesOf = (m: GwpMention): Basis[] => (m.kind === 'named' ? [m.basis] : m.bases);

/** The bases every mention can share, or the distinct bases when they cannot agree (a mix). */
function resolveBases(found: readonly Located[]): { agreed: Basis[]; all: Basis[] } {
  let agreed: Basis[] = [...BASIS_ORDER];
  for (const f of found) agreed = agreed.filter((b) => basesOf(f.mention).includes(b));
  const all = BASIS_ORDER.filter((b) =>
    found.some((f) => basesOf(f.mention).length === 1 && basesOf(f.mention)[0] === b)
  );
  return { agreed, all };
}

function describe(f: Located): string {
  const m = f.mention;
  return m.kind === 'named'
    ? `"${m.raw}" (p. ${f.page})`
    : `${m.gas} GWP ${m.value} (${m.bases.join('/')}, p. ${f.page})`;
}

function valueOf(f: Located): CheckValue | undefined {
  const m = f.mention;
  if (m.kind !== 'factor') return undefined;
  return {
    label: `${m.gas} GWP-100 (${m.bases.join('/')} value)`,
    value: m.value,
    role: 'tested',
    page: f.page,
    rects: f.item ? [...f.item.rects] : [],
    ...(f.item?.source.kind === 'claim' ? { claimId: f.item.source.claimId } : {})
  };
}

function sourcesOf(found: readonly Located[], gwp: GwpFile, bases: readonly Basis[]): SourceRef[] {
  const pages: SourceRef[] = [...new Set(found.map((f) => f.page))].map((page) => ({
    kind: 'report',
    ref: `page=${page}`,
    page
  }));
  const refs: SourceRef[] = gwp.assessmentReports
    .filter((a) => bases.includes(a.id))
    .map((a) => ({ kind: 'reference', ref: `corpus/reference/gwp.json#${a.id}`, title: a.source.document }));
  return [...pages, ...refs];
}

function check(
  result: MetricCheck['result'],
  severity: MetricCheck['severity'],
  message: string,
  found: readonly Located[],
  gwp: GwpFile,
  bases: readonly Basis[]
): MetricCheck {
  return {
    checkName: 'gwp_basis',
    result,
    severity,
    message,
    ifrsParagraphs: IFRS,
    values: found.flatMap((f) => valueOf(f) ?? []),
    computation: found.length ? `GWP basis read from: ${found.map(describe).join('; ')}` : '',
    sources: sourcesOf(found, gwp, bases)
  };
}

const statesCo2e = (stated: readonly StatedText[]): boolean =>
  stated.some((s) => s.figures.some((f) => f.unit !== undefined && /CO2e/iu.test(f.unit)) || CO2E.test(s.text));

/**
 * The report's GWP basis as one report-wide check, or none when the report neither names a basis nor
 * states a CO2-equivalent figure (nothing to check).
 */
export function checkGwpBasis(
  stated: readonly StatedText[],
  pages: readonly PageText[] = [],
  gwp: GwpFile = loadReference().gwp
): MetricCheck[] {
  const found = locate(stated, pages, gwp);
  if (found.length === 0) {
    if (!statesCo2e(stated)) return [];
    return [
      check(
        'inconclusive',
        'low',
        'The report does not name its GWP basis: it states CO2-equivalent figures but neither names ' +
          'the IPCC assessment report whose GWP-100 values it used nor prints the factors, so whether ' +
          'they are current cannot be checked (IFRS S2 B21–B22 ask for the latest IPCC assessment).',
        found,
        gwp,
        []
      )
    ];
  }
  const { agreed, all } = resolveBases(found);
  if (agreed.length === 0) {
    const parts = all.map(
      (b) =>
        `${b}: ${found
          .filter((f) => basesOf(f.mention).includes(b))
          .map(describe)
          .join(', ')}`
    );
    return [
      check(
        'fail',
        'medium',
        `The report mixes GWP bases: ${parts.join('; ')}. One inventory converted with two sets of GWP-100 ` +
          'values is not consistent; IFRS S2 B21–B22 ask for one set, from the latest IPCC assessment.',
        found,
        gwp,
        all
      )
    ];
  }
  const basis = agreed.at(-1)!;
  const where = found.map(describe).join(', ');
  if (CURRENT.has(basis)) {
    const note =
      basis === 'AR5'
        ? ' AR6 (2021) is the latest assessment; AR5 values remain widely used and differ little for CO2, CH4 and N2O.'
        : '';
    return [
      check('pass', 'low', `GWP-100 values from the IPCC ${NAME[basis]}, as read from ${where}.${note}`, found, gwp, [
        basis
      ])
    ];
  }
  const explained = found.filter((f) => f.mention.kind === 'named' && f.mention.explained);
  if (explained.length > 0) {
    return [
      check(
        'pass',
        'low',
        `The report uses GWP-100 values from the IPCC ${NAME[basis]} (${where}) and explains ` +
          `why (p. ${explained.map((f) => f.page).join(', ')}): ` +
          `"${explained[0]!.mention.sentence.slice(0, 200)}". The values are superseded (AR6, ` +
          '2021, is the latest assessment), so figures are not comparable with reports on AR5/AR6.',
        found,
        gwp,
        [basis]
      )
    ];
  }
  return [
    check(
      'fail',
      'medium',
      `The report uses GWP-100 values from the IPCC ${NAME[basis]} (${where}) ` +
        'without saying why. These values are superseded (AR6, 2021, is the latest ' +
        'assessment; AR4 counts methane at 25 where AR6 counts 27.9–29.8) and IFRS S2 ' +
        'B21–B22 ask for the latest IPCC assessment available at the reporting date.',
      found,
      gwp,
      [basis]
    )
  ];
}
