/**
 * Certificates and credits (seed FRD 9 §6), from the corpus's certification schemes: what the scheme
 * a claim rests on proves and what it does not. Renewable electricity backed by energy attribute
 * certificates (RECs, GOs, I-RECs, REGOs) holds for market-based Scope 2 only: it shows neither
 * physical supply nor additionality, and it leaves location-based Scope 2, Scope 1 and Scope 3 as they
 * are. Carbon credits never reduce an inventory (GHG Protocol) and never count toward a
 * science-based target (SBTi), so a claim that nets them into a reduction is contradicted.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { CertificationFile, CertificationScheme, SbtiFile } from '../../corpus/referenceSchema';
import { sentences, type Assessment } from './assessment';
import { corpusCitation, type Cited } from './references';
import type { ReportMentions } from './reportMentions';
import { ACHIEVED_NEUTRAL, OFFSET, RENEWABLE, schemesNamed } from '../../text/technicalCues';

const EAC = new Set<CertificationScheme['category']>(['energy-attribute-certificate']);
const CREDIT = new Set<CertificationScheme['category']>([
  'carbon-credit-standard',
  'carbon-credit-label',
  'neutrality-standard'
]);

const CERTIFICATES = /\b(?:certificates?|recs?|gos?|goos?|i-recs?|regos?|guarantees? of origin|unbundled)\b/iu;
const PHYSICAL =
  /\b(?:physical(?:ly)?|directly (?:supplied|powered|sourced|from)|additional (?:renewable )?capacity|new (?:renewable )?(?:capacity|projects?|plants?)|additionality|grid[- ]independent)\b/iu;
const OTHER_SCOPES = /\b(?:location[- ]based|scope 1\b|scope 3\b|scopes? 1 and 3)/iu;
const CUT = /\b(?:reduc\w+|cut|lower\w*|decreas\w+|avoid\w*|eliminat\w+)\b/iu;
const MARKET = /\bmarket[- ]based\b/iu;
const PPA =
  /\b(?:power purchase agreements?|ppas?|own (?:generation|solar|wind)|on[- ]site|self[- ]generat\w+|rooftop solar|photovoltaic\w*|pv (?:systems?|plants?)|solar (?:parks?|plants?|panels?|systems?)|wind (?:farms?|parks?|turbines?))\b/iu;

const NETTED =
  /\b(?:including|incl\.?|through|via|by (?:buying|purchasing|using|retiring)|thanks to|after|net of|by means of)\s+(?:the\s+)?(?:(?:purchas\w*|use|retirement) of\s+)?(?:[\w-]+\s+){0,2}?(?:offsets?|carbon credits?|credits|compensation)\b|\bby offsetting\b|\b(?:offsets?|credits)\b[^.;]{0,60}\b(?:count\w* towards?|to (?:achieve|meet|reach)\b|towards? (?:our|the|its)\b[^.;]{0,25}\btargets?)|\bnet (?:emissions?|reductions?)\b/iu;
const KEPT_APART =
  /\b(?:without|exclud\w+|excluding|not (?:count\w*|includ\w+|rely\w*|us\w+)|no (?:offsets?|credits)|do(?:es)? not (?:rely|use|count|include)|never (?:use|count|rely))\b[^.;]{0,40}\b(?:offset\w*|credits|compensation)\b|\b(?:offsets?|credits)\b[^.;]{0,30}\b(?:are|is) (?:not|never) (?:counted|included|used)/iu;
const NEUTRAL = /\b(?:carbon|climate|co2)[- ]neutral\w*\b/iu;

const list = (items: readonly string[], n = 3): string =>
  items
    .slice(0, n)
    .map((s) => s.replace(/\.$/u, ''))
    .join('; ');

function schemeCitation(s: CertificationScheme, why: string): Cited[] {
  const main = corpusCitation(s.source, `scheme/${s.id}`, why);
  return [main, ...(s.additionalSources ?? []).map((a) => corpusCitation(a, `scheme/${s.id}`, why))];
}

function energy(claim: Claim, certs: CertificationFile, mentions: ReportMentions): Assessment {
  const named = schemesNamed(claim.text, certs.schemes)
    .map((n) => n.scheme)
    .filter((s) => EAC.has(s.category));
  const elsewhere = named.length ? [] : mentions.schemes.filter((m) => EAC.has(m.scheme.category));
  const rule = certs.generalRules[0]!;
  const ruleCite = corpusCitation(rule.source, 'certification/general-rule-1', rule.rule);
  const queries = [
    `${(named[0] ?? elsewhere[0]?.scheme)?.keywords[0] ?? 'renewable energy certificates'} market-based scope 2 additionality`
  ];
  const base = { type: 'certification' as const, evidenceType: 'certificate_scope' as const, queries };
  const schemes = named.length ? named : elsewhere.map((e) => e.scheme);
  const re100 = schemesNamed(claim.text, certs.schemes)
    .map((n) => n.scheme)
    .find((s) => s.id === 're100');
  const re100Line = re100
    ? `RE100 membership proves ${re100.proves[0]!.replace(/\.$/u, '').replace(/^The company/u, 'the company')}; it does not prove ${re100.doesNotProve[0]!.replace(/\.$/u, '').replace(/^That/u, 'that')}.`
    : '';
  const re100Cite = re100 ? schemeCitation(re100, re100Line) : [];
  if (!schemes.length) {
    const how = PPA.test(claim.text)
      ? "It names a power purchase agreement or own generation, which can show physical supply when the contract or plant delivers to the company's own meters; a virtual PPA does not."
      : 'It does not say how the renewable share is achieved (certificates, power purchase agreements or own generation), and the report names no certificate scheme either.';
    return {
      ...base,
      supportsClaim: null,
      confidence: re100 ? 'medium' : 'low',
      cited: [...re100Cite, ruleCite],
      summary: sentences(
        `Renewable-electricity claim. ${how}`,
        re100Line,
        `What the claim proves therefore cannot be told: under the GHG Protocol Scope 2 Guidance, certificates count for the market-based Scope 2 figure only, and the location-based figure must be reported as well.`
      )
    };
  }
  // "REC" alone is the corpus's North American entry; outside North America it stands for certificates in general.
  const northAmerica = /\b(?:north america\w*|united states|u\.s\.|usa|canada)\b/iu.test(claim.text);
  const nameOf = (s: CertificationScheme): string =>
    s.id === 'rec-us' && !northAmerica
      ? 'renewable energy certificates (RECs; the corpus describes the North American REC)'
      : s.name;
  const names = schemes.map(nameOf).join(', ');
  const where = named.length
    ? 'backed by'
    : `with ${names} named elsewhere in the report (page${elsewhere.length > 1 ? 's' : ''} ${[...new Set(elsewhere.flatMap((e) => e.pages))].slice(0, 6).join(', ')}); if it rests on them it is backed by`;
  const proves = list(
    schemes.flatMap((s) => s.proves),
    2
  );
  const notProves = list([...new Set(schemes.flatMap((s) => s.doesNotProve))], 3);
  const cited = [
    ...schemes.flatMap((s) => schemeCitation(s, `Proves: ${list(s.proves)}. Does not prove: ${list(s.doesNotProve)}.`)),
    ruleCite
  ];
  const head = `Renewable-electricity claim ${where} ${names}. These certificates prove: ${proves}. They do not prove: ${notProves}.`;
  const certWords = named.length > 0 || CERTIFICATES.test(claim.text);
  if (certWords && PHYSICAL.test(claim.text)) {
    return {
      ...base,
      supportsClaim: false,
      confidence: 'high',
      cited,
      summary: sentences(
        head,
        `The claim asserts physical supply or new capacity ("${PHYSICAL.exec(claim.text)![0]}"), which certificates do not show: it holds for the market-based Scope 2 figure only.`
      )
    };
  }
  if (certWords && CUT.test(claim.text) && OTHER_SCOPES.test(claim.text) && !MARKET.test(claim.text)) {
    return {
      ...base,
      supportsClaim: false,
      confidence: 'medium',
      cited,
      summary: sentences(
        head,
        `The claim credits them with a cut in ${OTHER_SCOPES.exec(claim.text)![0]} emissions; certificates change only the market-based Scope 2 figure.`
      )
    };
  }
  if (MARKET.test(claim.text)) {
    return {
      ...base,
      supportsClaim: true,
      confidence: 'medium',
      cited,
      summary: sentences(
        head,
        'The claim is framed as market-based, which is what certificates can support (provided they meet the Scope 2 Quality Criteria).'
      )
    };
  }
  return {
    ...base,
    supportsClaim: null,
    confidence: 'medium',
    cited,
    summary: sentences(
      head,
      "Read as a market-based Scope 2 statement the claim can hold; it does not show that the company's electricity physically comes from renewable sources, nor that new renewable capacity was built."
    )
  };
}

function credits(claim: Claim, certs: CertificationFile, sbti: SbtiFile): Assessment {
  const named = schemesNamed(claim.text, certs.schemes)
    .map((n) => n.scheme)
    .filter((s) => CREDIT.has(s.category));
  const rule = certs.generalRules[1]!;
  const cited = [
    ...named.flatMap((s) => schemeCitation(s, `Proves: ${list(s.proves)}. Does not prove: ${list(s.doesNotProve)}.`)),
    corpusCitation(rule.source, 'certification/general-rule-2', rule.rule),
    corpusCitation(sbti.offsets.source, 'sbti/offsets', sbti.offsets.statement)
  ];
  const queries = [
    `${named.find((s) => s.category === 'carbon-credit-standard')?.keywords[0] ?? 'carbon offsets'} additionality permanence`
  ];
  const base = { type: 'certification' as const, evidenceType: 'offset_accounting' as const, queries, cited };
  const schemeLine = named.length
    ? `It names ${named.map((s) => s.name).join(', ')}, which do${named.length > 1 ? '' : 'es'} not show: ${list(
        named.flatMap((s) => s.doesNotProve),
        3
      )}.`
    : '';
  const rules =
    'Credits are reported apart from the inventory and are never subtracted from Scope 1, 2 or 3 (GHG Protocol Corporate Standard); they do not count toward near-term or long-term science-based targets (SBTi Net-Zero Standard).';
  if (KEPT_APART.test(claim.text)) {
    return {
      ...base,
      supportsClaim: true,
      confidence: 'medium',
      summary: sentences(
        `The claim keeps credits apart from its reductions ("${KEPT_APART.exec(claim.text)![0]}"), as the standards require.`,
        rules,
        schemeLine
      )
    };
  }
  if (
    OFFSET.test(claim.text) &&
    CUT.test(claim.text) &&
    NETTED.test(claim.text) &&
    !/\bresidual\b/iu.test(claim.text)
  ) {
    return {
      ...base,
      supportsClaim: false,
      confidence: 'high',
      summary: sentences(
        `The claim counts credits or offsets toward an emissions reduction or target ("${NETTED.exec(claim.text)![0]}").`,
        rules,
        "A reduction reached with credits is not a reduction of the company's emissions.",
        schemeLine
      )
    };
  }
  if (NEUTRAL.test(claim.text)) {
    return {
      ...base,
      supportsClaim: null,
      confidence: 'medium',
      summary: sentences(
        `A carbon-neutrality claim rests on credits for whatever was not cut: it says nothing about how much the footprint itself fell (PAS 2060 and ISO 14068-1 require a reduction plan, and ISO 14068-1 limits offsetting to residual emissions).`,
        rules,
        schemeLine
      )
    };
  }
  return {
    ...base,
    supportsClaim: null,
    confidence: OFFSET.test(claim.text) ? 'medium' : 'low',
    summary: sentences(
      'The claim mentions credits or offsets without counting them toward a reduction.',
      rules,
      schemeLine
    )
  };
}

/** The certification assessments a claim calls for: renewable electricity and credits, each when it applies. */
export function certificationAssessments(
  claim: Claim,
  certs: CertificationFile,
  sbti: SbtiFile,
  mentions: ReportMentions
): Assessment[] {
  const out: Assessment[] = [];
  const named = schemesNamed(claim.text, certs.schemes).map((n) => n.scheme);
  if (RENEWABLE.test(claim.text) || named.some((s) => EAC.has(s.category))) out.push(energy(claim, certs, mentions));
  if (
    OFFSET.test(claim.text) ||
    ACHIEVED_NEUTRAL.test(claim.text) ||
    named.some((s) => CREDIT.has(s.category) && s.category !== 'neutrality-standard')
  )
    out.push(credits(claim, certs, sbti));
  if (!out.length && named.length) out.push(otherScheme(claim, named));
  return out;
}

/** Any other scheme (assurance, commodity, corporate certification): what it proves and does not. */
function otherScheme(claim: Claim, named: readonly CertificationScheme[]): Assessment {
  const s = named[0]!;
  return {
    type: 'certification',
    evidenceType: 'certificate_scope',
    supportsClaim: null,
    confidence: 'medium',
    queries: [`${s.keywords[0]} certification what it covers`],
    cited: named.flatMap((n) =>
      schemeCitation(n, `Proves: ${list(n.proves)}. Does not prove: ${list(n.doesNotProve)}.`)
    ),
    summary: sentences(
      `The claim names ${named.map((n) => n.name).join(', ')}.`,
      `${s.name} proves: ${list(s.proves, 2)}. It does not prove: ${list(s.doesNotProve, 2)}.`,
      "Whether the certificate is held is a matter for the certifier's register, not consulted offline."
    )
  };
}
