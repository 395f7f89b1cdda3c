/**
 * Method claims (seed FRD 9 §5) against the GHG Protocol and ISO 14064, from the corpus: Scope 2 must
 * be reported both location- and market-based (Scope 2 Guidance), and the report's pages are read for
 * both; Scope 3 categories named against the 15 of the Scope 3 Standard; the GWP basis against the
 * IPCC assessment reports (gwp.json); ISO 14064 and the other assurance standards for what a
 * verification statement proves. Each part that applies adds a line; the assessment is the worst of them.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { AcademicDetails } from '../../../shared/domain/findingDetails';
import type { ReferenceData } from '../../corpus/referenceSchema';
import { sentences, type Assessment } from './assessment';
import { corpusCitation, type Cited } from './references';
import type { ReportMentions } from './reportMentions';

type Level = NonNullable<AcademicDetails['methodology']>['assessment'];
const ORDER: readonly Level[] = ['inconsistent', 'partly_consistent', 'consistent', 'not_assessed'];
const worst = (levels: readonly Level[]): Level => ORDER.find((l) => levels.includes(l)) ?? 'not_assessed';

const GHG_PROTOCOL = /\b(?:ghg|greenhouse gas) protocol\b/iu;
const ISO_14064 = /\biso 14064(?:-[123])?\b/iu;
const SCOPE2 = /\bscopes? (?:1\s?(?:,|and|&|\+)\s?)?2\b|\b(?:location|market)[- ]based\b/iu;
const IN_LINE = new RegExp(
  String.raw`\b(?:in (?:accordance|line|compliance) with|according to|following|follows?|based on|under|` +
    String.raw`pursuant to|aligned with|consistent with|using)\b[^.;]{0,40}\b(?:ghg|greenhouse gas)` +
    String.raw` protocol\b|\b(?:ghg|greenhouse gas) protocol\b[^.;]{0,30}\b(?:standard|method\w*|guidance)` +
    String.raw`\b`,
  'iu'
);
const ALL_CATEGORIES =
  /\ball (?:15|fifteen|relevant) (?:scope 3 )?categor\w+|\bfull (?:scope 3|value chain)\b|\bcomplete scope 3\b/iu;
const CATEGORY_NO = /\bcategor(?:y|ies)\s+((?:\d{1,2}(?:\s*(?:,|and|&|-|–|to)\s*)?)+)/giu;
const GWP_AR = /\b(?:ar([456])|(fourth|fifth|sixth) assessment report)\b/iu;
const SPEND = /\bspend[- ]based\b/iu;
const ORDINAL: Record<string, string> = { fourth: '4', fifth: '5', sixth: '6' };

interface Part {
  line: string;
  level: Level;
  cited: Cited[];
}

const pagesOf = (p: readonly number[]): string =>
  p.length ? `page${p.length > 1 ? 's' : ''} ${p.slice(0, 5).join(', ')}${p.length > 5 ? ', …' : ''}` : 'no page';

function scope2(ref: ReferenceData, m: ReportMentions): Part {
  const rule = ref.certifications.generalRules[0]!;
  const cited = [corpusCitation(rule.source, 'certification/general-rule-1', rule.rule)];
  const loc = m.locationBased;
  const mkt = m.marketBased;
  if (loc.length && mkt.length)
    return {
      level: 'consistent',
      cited,
      line:
        'Scope 2 is reported both ways, as the GHG Protocol Scope 2 Guidance ' +
        `requires: location-based on ${pagesOf(loc)}, market-based on ${pagesOf(mkt)}.`
    };
  if (mkt.length)
    return {
      level: 'inconsistent',
      cited,
      line:
        `Scope 2 is reported market-based (${pagesOf(mkt)}) but no page of the report ` +
        'gives the location-based figure the Scope 2 Guidance requires alongside it.'
    };
  if (loc.length)
    return {
      level: 'partly_consistent',
      cited,
      line:
        `Scope 2 is reported location-based (${pagesOf(loc)}); no page gives a market-based figure, ` +
        'which the Scope 2 Guidance requires wherever contractual instruments are available.'
    };
  return {
    level: 'partly_consistent',
    cited,
    line: 'No page of the report says whether Scope 2 is location- or market-based; the Scope 2 Guidance requires both.'
  };
}

function categoriesNamed(text: string, ref: ReferenceData): number[] {
  const found = new Set<number>();
  for (const m of text.matchAll(CATEGORY_NO)) {
    const spec = m[1]!;
    for (const r of spec.matchAll(/(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})/gu))
      for (let n = Number(r[1]); n <= Number(r[2]) && n <= 15; n++) found.add(n);
    for (const d of spec.matchAll(/\d{1,2}/gu)) if (Number(d[0]) >= 1 && Number(d[0]) <= 15) found.add(Number(d[0]));
  }
  const lower = text.toLowerCase();
  // A one-word name ("Investments", "Franchises") counts only where the text speaks of categories.
  const names = (c: ReferenceData['scope3']['categories'][number]): string[] =>
    [c.name, ...(c.labels ?? [])].filter((n) => n.includes(' ') || /categor/iu.test(text));
  for (const c of ref.scope3.categories) if (names(c).some((n) => lower.includes(n.toLowerCase()))) found.add(c.number);
  return [...found].sort((a, b) => a - b);
}

function scope3(claim: Claim, ref: ReferenceData): Part | null {
  const named = categoriesNamed(claim.text, ref);
  if (!named.length && !ALL_CATEGORIES.test(claim.text)) return null;
  const cited = [
    corpusCitation(
      ref.scope3.source,
      'scope3/categories',
      'The 15 Scope 3 categories, upstream 1–8 and downstream 9–15.'
    )
  ];
  const names = named.map((n) => `${n} (${ref.scope3.categories.find((c) => c.number === n)?.name ?? '?'})`);
  const missing = 15 - named.length;
  const complete = ALL_CATEGORIES.test(claim.text);
  const level: Level = complete && named.length && named.length < 15 ? 'partly_consistent' : 'consistent';
  const tail =
    complete && named.length && named.length < 15
      ? ` The claim speaks of completeness while naming ${named.length} of the 15.`
      : '';
  return {
    level,
    cited,
    line: named.length
      ? `Names Scope 3 categor${named.length > 1 ? 'ies' : 'y'} ${names.join(', ')} of the ` +
        `15 in the GHG Protocol Scope 3 Standard; ${missing} are not named here.${tail}`
      : 'Speaks of all Scope 3 categories without naming them; the GHG Protocol ' +
        'Scope 3 Standard lists 15, and a company must explain the ones it excludes.'
  };
}

function gwp(claim: Claim, ref: ReferenceData, m: ReportMentions): Part | null {
  const hit = GWP_AR.exec(claim.text);
  if (!hit && !/\bgwps?\b|global warming potential/iu.test(claim.text)) return null;
  const ar = hit ? `AR${hit[1] ?? ORDINAL[hit[2]!.toLowerCase()]}` : Object.keys(m.gwp).sort().at(-1);
  const entry = ref.gwp.assessmentReports.find((a) => a.id === ar);
  const latest = ref.gwp.assessmentReports.at(-1)!;
  const cited = [entry, latest]
    .filter((e, i, a) => e && a.indexOf(e) === i)
    .map((e) => corpusCitation(e!.source, `gwp/${e!.id}`, `${e!.id} (${e!.year}) GWP-100 values.`));
  if (!ar || !entry)
    return {
      level: 'not_assessed',
      cited,
      line:
        'Mentions GWP values without naming the IPCC assessment ' +
        'report they come from (the report does not name one either).'
    };
  const old = ar !== latest.id;
  return {
    level: old ? 'partly_consistent' : 'consistent',
    cited,
    line: old
      ? `Uses GWP values from ${ar} (${entry.year}); the latest IPCC ` +
        `values are ${latest.id} (${latest.year}), which IFRS S2 asks for.`
      : `Uses GWP values from ${ar}, the latest IPCC assessment report.`
  };
}

const AVOIDED = /\b(?:avoided emissions|emissions avoided|customer avoided|handprint)\b/iu;

function standards(claim: Claim, ref: ReferenceData): Part | null {
  const parts: Cited[] = [];
  const lines: string[] = [];
  let level: Level = 'not_assessed';
  if (AVOIDED.test(claim.text)) {
    parts.push(
      corpusCitation(
        ref.certifications.generalRules[1]!.source,
        'ghg-protocol/corporate-standard',
        'Scope 1, 2 and 3 inventory; reductions and offsets reported apart from it.'
      )
    );
    lines.push(
      'Avoided emissions lie outside the Scope 1–3 inventory the GHG Protocol ' +
        'standards define: they are reported apart from it and never reduce it.'
    );
    level = 'partly_consistent';
  }
  if (GHG_PROTOCOL.test(claim.text)) {
    const corporate = ref.certifications.generalRules[1]!.source;
    parts.push(
      corpusCitation(
        corporate,
        'ghg-protocol/corporate-standard',
        'The GHG Protocol Corporate Standard: the accounting basis for Scope 1, 2 and 3.'
      )
    );
    lines.push('Names the GHG Protocol as its accounting basis.');
  }
  if (ISO_14064.test(claim.text)) {
    const s = ref.certifications.schemes.find((x) => x.id === 'iso-14064-3');
    if (s) {
      parts.push(
        corpusCitation(
          s.source,
          `scheme/${s.id}`,
          `Proves: ${s.proves.join('; ')}. Does not prove: ${s.doesNotProve.join('; ')}.`
        )
      );
      lines.push(
        'Names ISO 14064: a verification under ISO 14064-3 proves ' +
          `${s.proves[0]!.replace(/\.$/u, '').toLowerCase()}; it does not ` +
          `prove ${s.doesNotProve[0]!.replace(/\.$/u, '').toLowerCase()}.`
      );
    }
  }
  if (SPEND.test(claim.text)) {
    const c1 = ref.scope3.categories.find((c) => c.number === 1)!;
    parts.push(corpusCitation(c1.source, 'scope3/1', c1.commonMistakes ?? c1.description));
    lines.push(
      'Spend-based estimates: ' +
        `${c1.commonMistakes ?? 'economic input-output factors track prices as well as emissions.'}`
    );
  }
  return lines.length ? { level, cited: parts, line: lines.join(' ') } : null;
}

/** The methodology assessment of one claim, from the parts of the method it states. */
export function methodologyAssessment(claim: Claim, ref: ReferenceData, m: ReportMentions): Assessment {
  const asserts = IN_LINE.test(claim.text);
  // Scope 2 is read when the claim speaks of it, or says it follows the GHG Protocol in a report that reports Scope 2.
  const withScope2 = SCOPE2.test(claim.text) || (asserts && m.locationBased.length + m.marketBased.length > 0);
  const parts = [
    standards(claim, ref),
    withScope2 ? scope2(ref, m) : null,
    scope3(claim, ref),
    gwp(claim, ref, m)
  ].filter((p): p is Part => p !== null);
  const level = worst(parts.map((p) => p.level));
  const supportsClaim = level === 'inconsistent' && asserts ? false : level === 'consistent' && asserts ? true : null;
  const standard = GHG_PROTOCOL.test(claim.text)
    ? 'GHG Protocol'
    : ISO_14064.test(claim.text)
      ? 'ISO 14064'
      : 'GHG Protocol';
  const topic = SCOPE2.test(claim.text)
    ? 'scope 2 dual reporting'
    : new RegExp(CATEGORY_NO.source, 'iu').test(claim.text)
      ? 'scope 3 categories'
      : 'emissions calculation methodology';
  const queries = [`${standard} ${topic}`];
  const summary = parts.length
    ? sentences(
        ...parts.map((p) => p.line),
        supportsClaim === false
          ? "The claim says it follows the GHG Protocol, which the report's own Scope 2 reporting does not bear out."
          : ''
      )
    : 'The claim speaks of a method (calculation approach, emission factors, ' +
      'life-cycle assessment or consolidation) that the local corpus has no rule for.';
  return {
    type: 'methodology',
    evidenceType: 'methodology',
    summary,
    supportsClaim,
    confidence: supportsClaim === null ? (parts.length ? 'medium' : 'low') : 'medium',
    queries,
    cited: parts.flatMap((p) => p.cited),
    methodology: {
      assessment: level,
      notes: parts
        .map((p) => p.line)
        .join(' ')
        .slice(0, 1000)
    },
    pages: withScope2 ? [...m.locationBased, ...m.marketBased].slice(0, 10) : []
  };
}
