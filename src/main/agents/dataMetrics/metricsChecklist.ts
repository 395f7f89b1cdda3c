/**
 * The IFRS S2 metrics and targets checklist (paragraphs 29–36 of the issued standard): for each item
 * a reader can test, whether the report discloses it, decided from the report's own content. The
 * emissions items from the GHG inventory (a figure stated, with its page); the others from what the
 * pages say, with lexicons written for this project (never the standard's wording). One
 * `metrics_checklist` check per item: pass = present (the pages where it was found), fail = missing
 * (severity by weight: the scopes high), inconclusive where a missing item may simply not apply
 * (internal carbon prices, carbon credits), where the report names an emissions metric but no figure
 * of it could be read, or where it speaks of an item that needs an amount (assets exposed to transition
 * risks, climate capital) but no amount stands beside it (never "missing" from the reader's blindness)
 * — the message says what was searched for and where.
 * Presence is not compliance: Legal judges whether what is there meets the paragraph.
 */
import type { MetricCheck } from '../../../shared/domain/findingDetails';
import type { GhgKind } from '../../facts/ghg';
import { fmtTonnes } from './checkTypes';
import type { GhgObservation, PageText } from '../../facts/inventory';
import {
  AMOUNT,
  BASE_YEAR,
  CAPITAL_WORD,
  CARBON_CREDITS,
  CLIMATE,
  CLIMATE_OR_SCOPE,
  CLIMATE_OPPORTUNITY,
  CONSOLIDATION_BASIS,
  EMISSION_METHOD,
  EMISSION_WORD,
  GHG_PROTOCOL,
  INDUSTRY_METRICS,
  INTERIM_TARGET,
  INTERNAL_CARBON_PRICE,
  PHYSICAL_RISK,
  REMUNERATION,
  TARGET_VALIDATION,
  TARGET_WORD,
  TARGET_YEAR,
  TRANSITION_RISK
} from '../../text/metricsLexicon';

/**
 * Climate words, or pay "linked to the targets" of a sustainability report ("Part of the senior leadership team's
 * remuneration is linked to the targets below"), unless the sentence names financial measures.
 */
const CLIMATE_OR_TARGETS = new RegExp(
  `${CLIMATE.source}|^(?!.*\\b(?:financial|revenue|profit|ebit\\w*|tsr|eps|earnings)\\b).*\\b(?:linked|tied)\\b.*\\btargets?\\b`,
  'iu'
);

interface InventoryItem {
  id: string;
  what: string;
  severity: MetricCheck['severity'];
  has: (o: GhgObservation) => boolean;
  /**
   * The metric's words: a page naming them may print the figure in a layout the reader could not
   * rebuild, so a missing figure there is inconclusive, never "missing" (issue 26 item 4).
   */
  terms: readonly RegExp[];
}

interface TextItem {
  id: string;
  what: string;
  severity: MetricCheck['severity'];
  /** Every pattern must match within one sentence. */
  all: readonly RegExp[];
  /** A missing item that may not apply to every entity is inconclusive, not a failure. */
  conditional?: boolean;
  /** What was searched for, in the message. */
  searched: string;
}

const kinds =
  (...k: GhgKind[]) =>
  (o: GhgObservation): boolean =>
    k.includes(o.kind) && !o.component;

// "Scope 2", "Scopes 1 and 2", "Scope 1+2", "scope 1, 2 and 3": the scope named alone or in a list.
const SCOPE_1 = /\bscopes?\s*(?:i\b|1\b)/iu;
const SCOPE_2 = /\bscopes?\s*(?:(?:1|i)\s*(?:,|and|&|\+|-)\s*)?(?:2\b|ii\b)/iu;
const SCOPE_3 = /\bscopes?\s*(?:(?:1|i)\s*(?:,|and|&|\+)\s*)?(?:(?:2|ii)\s*(?:,|and|&|\+)\s*)?(?:3\b|iii\b)/iu;
const LOCATION_BASED = /\blocation[-\s]based\b/iu;
const CATEGORY =
  /\bcategor(?:y|ies)\b|purchased goods|capital goods|business travel|employee commuting|use of sold products/iu;

const INVENTORY_ITEMS: readonly InventoryItem[] = [
  {
    id: 'S2.29(a)(i)(1)',
    what: 'absolute gross Scope 1 emissions',
    severity: 'high',
    has: kinds('scope1'),
    terms: [SCOPE_1]
  },
  {
    id: 'S2.29(a)(i)(2)',
    what: 'absolute gross Scope 2 emissions',
    severity: 'high',
    has: kinds('scope2'),
    terms: [SCOPE_2]
  },
  {
    id: 'S2.29(a)(i)(3)',
    what: 'absolute gross Scope 3 emissions',
    severity: 'high',
    has: kinds('scope3', 'scope3_category', 'scope3_upstream', 'scope3_downstream'),
    terms: [SCOPE_3]
  },
  {
    id: 'S2.29(a)(v)',
    what: 'location-based Scope 2 emissions',
    severity: 'medium',
    has: (o) => kinds('scope2', 'scope1_2')(o) && o.basis === 'location',
    terms: [LOCATION_BASED]
  },
  {
    id: 'S2.29(a)(vi)(1)',
    what: 'the Scope 3 categories included',
    severity: 'medium',
    has: kinds('scope3_category'),
    terms: [SCOPE_3, CATEGORY]
  }
];

const TEXT_ITEMS: readonly TextItem[] = [
  {
    id: 'S2.29(a)(ii)',
    what: 'measurement under the GHG Protocol',
    severity: 'medium',
    all: [GHG_PROTOCOL],
    searched: '"GHG Protocol"'
  },
  {
    id: 'S2.29(a)(iii)(1)',
    what: 'the measurement approach, inputs and assumptions',
    severity: 'medium',
    all: [EMISSION_METHOD, EMISSION_WORD],
    searched: 'emission factors or a calculation method for emissions'
  },
  {
    id: 'S2.29(a)(iv)',
    what: 'the consolidation basis of Scope 1 and 2 (group and other investees)',
    severity: 'low',
    all: [CONSOLIDATION_BASIS],
    searched: 'operational control, financial control, equity share or the consolidation approach'
  },
  {
    id: 'S2.29(b)',
    what: 'assets or activities vulnerable to transition risks (amount or share)',
    severity: 'medium',
    all: [TRANSITION_RISK, AMOUNT],
    searched: 'transition risk with an amount or a percentage'
  },
  {
    id: 'S2.29(c)',
    what: 'assets or activities vulnerable to physical risks (amount or share)',
    severity: 'medium',
    all: [PHYSICAL_RISK, AMOUNT],
    searched: 'physical risk with an amount or a percentage'
  },
  {
    id: 'S2.29(d)',
    what: 'assets or activities aligned with climate-related opportunities (amount or share)',
    severity: 'medium',
    all: [CLIMATE_OPPORTUNITY, AMOUNT],
    searched: 'climate-related opportunities or taxonomy-aligned activities with an amount or a percentage'
  },
  {
    id: 'S2.29(e)',
    what: 'capital deployed towards climate-related risks and opportunities',
    severity: 'medium',
    all: [CAPITAL_WORD, CLIMATE, AMOUNT],
    searched: 'capital expenditure, investment or financing for climate with an amount'
  },
  {
    id: 'S2.29(f)',
    what: 'internal carbon prices',
    severity: 'low',
    all: [INTERNAL_CARBON_PRICE],
    conditional: true,
    searched: 'an internal or shadow carbon price'
  },
  {
    id: 'S2.29(g)',
    what: 'climate considerations in executive remuneration',
    severity: 'medium',
    all: [REMUNERATION, CLIMATE_OR_TARGETS],
    searched: 'remuneration, bonus or incentives linked to climate or emissions'
  },
  {
    id: 'S2.32',
    what: 'industry-based metrics',
    severity: 'low',
    all: [INDUSTRY_METRICS],
    searched: 'SASB or industry-based metrics'
  },
  {
    id: 'S2.33',
    what: 'climate-related targets',
    severity: 'high',
    all: [TARGET_WORD, TARGET_YEAR, CLIMATE_OR_SCOPE],
    searched: 'a target, goal or commitment on climate or emissions with a target year'
  },
  {
    id: 'S2.33(e)',
    what: 'the base period of the targets',
    severity: 'medium',
    all: [BASE_YEAR],
    searched: 'a base year or baseline'
  },
  {
    id: 'S2.33(f)',
    what: 'interim targets or milestones',
    severity: 'medium',
    all: [INTERIM_TARGET],
    searched: 'interim, intermediate or near-term targets, or two target years in one statement'
  },
  {
    id: 'S2.34(a)',
    what: 'third-party validation of the targets',
    severity: 'low',
    all: [TARGET_VALIDATION],
    searched: 'SBTi or another validation of the targets'
  },
  {
    id: 'S2.36(e)',
    what: 'the planned use of carbon credits',
    severity: 'low',
    all: [CARBON_CREDITS],
    conditional: true,
    searched: 'carbon credits, offsets or compensation of residual emissions'
  }
];

const MAX_PAGES = 5;
const SENTENCE = /[^.!?\n]+(?:[.!?]|\n|$)/gu;

function pagesMatching(pages: readonly PageText[], all: readonly RegExp[]): number[] {
  const hits: number[] = [];
  for (const p of pages) {
    const text = p.text.replace(/\s*\n\s*/gu, ' ');
    for (const m of text.matchAll(SENTENCE)) {
      if (all.every((re) => re.test(m[0]))) {
        hits.push(p.page);
        break;
      }
    }
  }
  return hits;
}

const pageList = (pages: readonly number[]): string =>
  pages.length > MAX_PAGES
    ? `${pages.slice(0, MAX_PAGES).join(', ')} and ${pages.length - MAX_PAGES} more`
    : pages.join(', ');
const refs = (reportId: string, pages: readonly number[]): MetricCheck['sources'] =>
  pages.slice(0, MAX_PAGES).map((page) => ({ kind: 'report', ref: `${reportId}#page=${page}`, page }));

/** Pages on which every one of the metric's terms appears (anywhere on the page). */
function pagesNaming(pages: readonly PageText[], terms: readonly RegExp[]): number[] {
  return pages.filter((p) => terms.every((re) => re.test(p.text))).map((p) => p.page);
}

function inventoryCheck(
  item: InventoryItem,
  inventory: readonly GhgObservation[],
  reportPages: readonly PageText[],
  reportId: string
): MetricCheck {
  const pageCount = reportPages.length;
  const found = inventory.filter(item.has);
  const base = {
    checkName: 'metrics_checklist' as const,
    severity: item.severity,
    computation: '',
    ifrsParagraphs: [item.id]
  };
  if (!found.length) {
    const named = pagesNaming(reportPages, item.terms);
    if (named.length)
      return {
        ...base,
        result: 'inconclusive',
        severity: 'low',
        values: [],
        sources: refs(reportId, named),
        message:
          `Not read (${item.id}): the report names ${item.what} on page${named.length > 1 ? 's' : ''} ` +
          `${pageList(named)}, but no figure of it could be read there (a table or layout the reader ` +
          `could not rebuild); check ${named.length > 1 ? 'those pages' : 'that page'} by hand.`
      };
    return {
      ...base,
      result: 'fail',
      values: [],
      sources: [],
      message:
        `Missing (${item.id}): no figure of ${item.what} could be read in the ` +
        `report (${pageCount} pages, claims, tables and questionnaire fields). If ` +
        'the report states it in a layout the reader cannot rebuild, check by hand.'
    };
  }
  const latest = [...found].sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0]!;
  const pages = [...new Set(found.map((o) => o.page))].sort((a, b) => a - b);
  return {
    ...base,
    result: 'pass',
    sources: refs(reportId, pages),
    values: [
      {
        label: `${item.what}${latest.year ? `, ${latest.year}` : ''}`,
        value: latest.tonnes,
        unit: 't CO2e',
        page: latest.page,
        rects: latest.rects.map((r) => ({ ...r })),
        role: 'input',
        ...(latest.source.kind === 'claim' ? { claimId: latest.source.claimId } : {})
      }
    ],
    message:
      `Present (${item.id}): ` +
      `${item.what}${latest.year ? ` (${latest.year}: ${fmtTonnes(latest.tonnes)} t CO2e, p. ${latest.page})` : ''}; ` +
      `stated on page${pages.length > 1 ? 's' : ''} ${pageList(pages)}.`
  };
}

function textCheck(item: TextItem, pages: readonly PageText[], reportId: string): MetricCheck {
  const hits = pagesMatching(pages, item.all);
  const base = {
    checkName: 'metrics_checklist' as const,
    severity: item.severity,
    computation: '',
    ifrsParagraphs: [item.id],
    values: []
  };
  if (hits.length)
    return {
      ...base,
      result: 'pass',
      sources: refs(reportId, hits),
      message: `Present (${item.id}): ${item.what}, on page${hits.length > 1 ? 's' : ''} ${pageList(hits)}.`
    };
  const searched = `searched every page (${pages.length}) for ${item.searched}`;
  // Spoken of without its amount or its year: the words are there, the figure was not read (issue 26 item 4).
  const partial = item.all.find((re) => re === AMOUNT || re === TARGET_YEAR);
  const named = partial
    ? pagesMatching(
        pages,
        item.all.filter((re) => re !== partial)
      )
    : [];
  if (named.length) {
    const where = `on page${named.length > 1 ? 's' : ''} ${pageList(named)}`;
    const check = `check ${named.length > 1 ? 'those pages' : 'that page'} by hand`;
    return {
      ...base,
      result: 'inconclusive',
      severity: 'low',
      sources: refs(reportId, named),
      message:
        partial === AMOUNT
          ? `Not quantified (${item.id}): the report speaks of ${item.what.replace(/ \(amount or share\)$/u, '')} ` +
            `${where}, but no amount or share was found in the text there (a table printed as an image cannot ` +
            `be read); ${check}.`
          : `Not dated (${item.id}): the report speaks of ${item.what} ${where}, but no target year was read in ` +
            `the text there (a targets table or form the reader could not rebuild); ${check}.`
    };
  }
  return item.conditional
    ? {
        ...base,
        result: 'inconclusive',
        severity: 'low',
        sources: [],
        message:
          `Not found (${item.id}): ${item.what}; ${searched}. It applies only ` +
          'if the entity uses them, and the report does not say either way.'
      }
    : { ...base, result: 'fail', sources: [], message: `Missing (${item.id}): ${item.what}; ${searched}.` };
}

export function checkMetricsChecklist(
  inventory: readonly GhgObservation[],
  pages: readonly PageText[],
  reportId = ''
): MetricCheck[] {
  if (!pages.length) return [];
  return [
    ...INVENTORY_ITEMS.map((i) => inventoryCheck(i, inventory, pages, reportId)),
    ...TEXT_ITEMS.map((i) => textCheck(i, pages, reportId))
  ];
}
