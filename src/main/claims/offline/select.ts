/**
 * Which detected claims the offline engine keeps. The detector finds every statement that could be
 * checked; an analyst wants the ones worth checking, once. So, after detection:
 *
 * - a statement repeated on a later page (same words, or nearly the same words with the same
 *   figures) is kept once, where it first appears; a templated sentence repeated with other counts
 *   only (a questionnaire's "In the reporting period, 75 new leasing agreements started ..." once per
 *   subsidiary) is kept twice, the first times it appears (a sentence with a measured figure, such as
 *   "This reduces Scope 2 emissions by about 166 t CO2e per year", is a claim each time);
 * - a low-priority statement with nothing specific to check (no figure, date, target year, named
 *   place, certification or compliance assertion) is dropped: that is the general prose of a
 *   report ("We believe working together is the best way ..."). The report's own year does not
 *   count as a date unless the sentence reports a completed event ("obtained", "launched"); a
 *   footnote digit does not count as a figure. Low-priority context about others ("The alliance
 *   gathers 60 firms") goes too;
 * - financial results without an environmental, social or governance term ("Revenues grew by 19%",
 *   "EBITDAaL reached EUR 13 billion", "the region grew 11.4% to EUR 7.2 billion") are the annual
 *   report's claims, not sustainability claims: they are set apart as report figures ('financial'),
 *   which the checks need (revenue is an intensity denominator);
 * - document furniture is neither claim nor figure: the accessibility notice ("produced in
 *   compliance with WCAG 2.1"), the printing colophon ("printed on paper made from recycled fibres
 *   with vegetable-based inks"), copyright and design credits;
 * - a form field, column label or numbered heading without a verb and without a figure ("Target
 *   year for reaching net zero") is dropped: it asks, it does not assert;
 * - table rows that are not sustainability metrics are dropped: contact and registration details,
 *   page ranges, rows whose cells are all zero or empty, financial-statement lines (revenue,
 *   income, impairments, exchange gains) without an environmental or social term, and the
 *   breakdown rows of a social or economic table (per region, gender, age group or contract
 *   type) whose total carries the claim. Environmental rows (emissions, energy, water, waste) are
 *   always kept, breakdowns included: each is a figure an analyst checks against the inventory.
 *
 * Judgement calls are documented with each rule; the reasons feed the engine's dropped-claims hook
 * so a bench or a test can show what was left out.
 */
import type { Priority } from '../../../shared/domain/claim';
import { hasMeasuredFigure } from './classify';
import { analyseSentence, envTerms, type SentenceFacts } from './features';
import { VERB_PATTERN } from '../../text/lexicon';
import type { SegmentKind } from '../../text/sentences';
import type { TableRow } from '../../text/tableRows';
import { cleanRowLabel } from '../../text/tableWording';

/** Why a detected statement is not kept as a claim; 'financial' ones become report figures. */
export type DropReason =
  | 'duplicate'
  | 'unspecific'
  | 'form_label'
  | 'not_a_metric'
  | 'empty_row'
  | 'financial'
  | 'furniture'
  | 'breakdown_row';

export interface SelectionInput {
  /** The claim's wording (for table rows, the composed "caption: label — values"). */
  text: string;
  kind: SegmentKind;
  priority: Priority;
  environmental: boolean;
  row?: TableRow;
  /** Table rows: the captions above the row (table and group), when found. */
  caption?: string;
  /** Sentences and items: the facts the detector found in `text`, if at hand (else analysed again). */
  facts?: SentenceFacts;
}

/** How questionnaire fields and column labels begin ("% of total ...", "Target year for ..."). */
const FORM_START = new RegExp(
  String.raw`^(?:%\s|(?:proportion of|percentage of|share of|target year|base year|start year|end year|` +
    String.raw`intensity figure|describe|please|explain|provide|indicate|select|specify|country\/area)\b|` +
    String.raw`scope\(s\)|(?:[\p{L}-]+\s){1,3}from this activity\b)`,
  'iu'
);
/** Contact, registration and navigation rows: not claims. */
const NOT_A_METRIC = new RegExp(
  String.raw`\b(?:tel|telephone|phone|fax|e-?mail|registration (?:number|no)|company register|` +
    String.raw`vat (?:number|no)|share capital|capital of|p\.?\s?o\.? box|postcode|zip code|pages?|row|` +
    String.raw`isbn)\b`,
  'iu'
);
/** Financial-statement lines: context for a sustainability analyst, not claims to verify. */
const FINANCE_ROW = new RegExp(
  String.raw`\b(?:revenues?|sales|income|ebit(?:da)?|earnings|profit|loss(?:es)?|margin|receivables?|` +
    String.raw`payables?|impairment|depreciation|amorti[sz]ation|write-?downs?|provisions|exchange rates?|` +
    String.raw`assets|liabilities|equity|dividends?|interest|cash|order intake|net openings|stores?|` +
    String.raw`share price|market cap\w*|economic value)\b`,
  'iu'
);
/** Financial results and KPIs a sentence may state (besides the statement lines of FINANCE_ROW). */
const FINANCE_TERMS = new RegExp(
  String.raw`\b(?:ebitda\w*|ebit|cash[- ]flows?|free cash|capex|capital expenditures?|roce|eps|net debt|` +
    String.raw`revenues?|sales|operating (?:income|profit|margin)|net (?:income|profit|result)|cost base|` +
    String.raw`cost savings?|savings|deconsolidat\w*|invest(?:ments?|ed|ing)?|shareholders?|` +
    String.raw`financial (?:goals?|targets?|results?|performance|objectives?)|organic growth|` +
    String.raw`share buy-?backs?|market share)\b`,
  'iu'
);
/** A money amount: a currency sign or code with a number, or "billion"/"million" after a currency. */
const MONEY = /(?:[€$£¥]\s?\d|\d\s?(?:[€$£¥]|eur\b|usd\b|euros?\b|dollars?\b)|\b(?:eur|usd|chf|gbp|krw)\s?\d)/iu;
/** Captions that name a whole data section ("Our sustainability indicators – at a glance"). */
const GENERIC_CAPTION = new RegExp(
  String.raw`\b(?:our )?(?:sustainability|esg|non-financial)` +
    String.raw` (?:indicators|data|figures|key figures|performance|report(?:ing)?)\b|\bat a glance\b|` +
    String.raw`\bkey figures\b`,
  'giu'
);
/** Document furniture: accessibility notice, printing colophon, credits and rights. */
const FURNITURE = new RegExp(
  String.raw`\b(?:wcag|pdf\s?\/?\s?ua|iso 14289|accessibility standards?|vegetable[- ]based inks?|` +
    String.raw`printed (?:on|by|with|in)\b|printing (?:was|has been) (?:carried out|done)|paper (?:made|` +
    String.raw`sourced) from|photo(?:graph)?s? credits?|all rights reserved|designed (?:and produced )?by|` +
    String.raw`graphic design|this (?:document|report|publication) (?:is|was|has been) (?:available|` +
    String.raw`printed|produced|designed|published))|©`,
  'iu'
);
/** Terms that make a financial line a sustainability figure (taxonomy capex, green bonds, community spend). */
const ESG_FINANCE = new RegExp(
  String.raw`\b(?:taxonomy|(?:taxonomy-)?(?:aligned|eligible)|green|sustainab\w*|climate|environment\w*|` +
    String.raw`communit(?:y|ies)|donations?|charit\w*|social|training|tax(?:es)?|electri\w*|e-?mobility|` +
    String.raw`bevs?|phevs?|low[- ]carbon|recycl\w*|circular\w*|energy|emissions?|renewabl\w*|repair\w*|` +
    String.raw`substances?|hazardous|funding (?:to|for)|scholarships?|schools?|education\w*|foundations?|` +
    String.raw`philanthrop\w*|non-?profits?|ngos?|volunteer\w*)\b`,
  'iu'
);
/**
 * Breakdown rows: a region or country, a gender, an age or service band, an employee category, an
 * ethnicity or a contract type as the whole label. Such rows split a total the table also gives.
 */
const BREAKDOWN = new RegExp(
  String.raw`^(?:(?:of which|thereof|o\/w|total)\s+)?(?:` +
    [
      String.raw`men|women|male|female|other gender|no\/other gender entry|not declared`,
      String.raw`age group\s*[<>≤≥]?\s*\d{0,2}|(?:under|below|over|above|up to|more than|less than)` +
        String.raw`\s+\d{1,2}(?:\s+years?)?|[<>≤≥]\s*\d{2}(?:\s+years?)?|` +
        String.raw`\d{1,2}\s*(?:[-–]|to)\s*\d{1,2}(?:\s+years?)?`,
      String.raw`temporary|permanent|full[- ]time|part[- ]time|fixed[- ]term|open[- ]ended|external|internal`,
      String.raw`executives?(?: and senior executives)?|senior executives|` +
        String.raw`(?:middle |senior |junior )?managers|professionals|white[- ]collars?|blue[- ]collars?|` +
        String.raw`workers|clerks|office staff|technicians`,
      String.raw`white|black|asian|hispanic|latin[oa]|caucasian|other ethnicit(?:y|ies)|mixed`,
      String.raw`rest of (?:the )?world|other countries|(?:north|south|latin|central) america|americas?|` +
        String.raw`europe|emea|apac|asia(?:[ ,/&-]+(?:pacific|australia))?|africa|` +
        String.raw`middle east(?:[ ,/&-]+africa)?|oceania|australia|china|japan|korea|germany|france|italy|` +
        String.raw`spain|switzerland|united (?:states|kingdom)(?: of america)?|usa|uk|india|brazil|mexico|` +
        String.raw`canada|[a-z]+ \(including [a-z]+\)`
    ].join('|') +
    String.raw`)\b[^\d]{0,20}$`,
  'iu'
);
/** People, safety and community words: a financial figure about them is a social claim. */
const SOCIAL = new RegExp(
  String.raw`\b(?:employees?|workforce|workers?|migrant|labou?r|staff|people|women|wages?|salar(?:y|ies)|` +
    String.raw`pay|training|safety|injur\w*|health|human rights|suppliers?|audits?|donat\w*|volunteer\w*|` +
    String.raw`communit(?:y|ies)|diversity)\b`,
  'iu'
);
/** Breakdown words inside a wrapped label ("% of employees in top management Age group < 30 positions"). */
const BREAKDOWN_INSIDE = new RegExp(
  String.raw`\bage group\b|[<>≤≥]\s?\d{2}\b|\b(?:asia,? australia|americas|emea|apac|` +
    String.raw`rest of (?:the )?world|other gender|no\/other gender|gender n\/a|age n\/a)\b`,
  'iu'
);
/** A caption that announces a breakdown ("Employees by country", "Training hours by gender"). */
const BY_DIMENSION = new RegExp(
  String.raw`\bby (?:country|countries|region|regions|geograph\w*|gender|sex|age|professional category|` +
    String.raw`category|length of service|seniority|contract|employment type|nationality|ethnicit\w*|` +
    String.raw`education|level|area)\b`,
  'iu'
);
/** A sentence template (its words with every number masked) is kept this many times. */
const TEMPLATE_REPEATS = 2;
/** Near-duplicates: this share of the words in common, with the same figures. */
const NEAR_DUPLICATE = 0.8;

/**
 * A figure worth checking: a measured amount (%, unit, money), or a number of two digits or more
 * that is neither a year nor the number of a scope or category; footnote markers ("... ISO 14001
 * and 50001 1") and "Scope 3, Category 1" are not.
 */
function hasSubstantiveFigure(f: SentenceFacts): boolean {
  if (hasMeasuredFigure(f)) return true;
  const rest = f.text
    .replace(/\b(?:FY ?)?(?:19|20)\d\d\b/g, ' ')
    .replace(/\b(?:scopes?|categor(?:y|ies)|tiers?|phases?|sdgs?|goals?|articles?|principles?)\s+\d{1,2}\b/giu, ' ');
  return /(?<![\p{L}\d.,])(?:\d{2,}|\d[.,]\d)/u.test(rest) || SMALL_COUNT.test(rest);
}

/**
 * A small count ("for 6 additional items", "eight of our sites"): a digit after a word that
 * introduces a quantity, or a number word. A digit after a noun is a footnote marker ("the
 * framework 1 sets out").
 */
const SMALL_COUNT = new RegExp(
  String.raw`\b(?:for|of|with|to|by|in|on|at|from|and|or|the|our|all|these|its|were|was|are|is|has|have|` +
    String.raw`had|than|about|over|under|around|nearly|approximately|only|just|first|another|further|` +
    String.raw`additional)\s+[1-9]\s+\p{Ll}|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|` +
    String.raw`twelve|dozens|hundreds|thousands)\s+(?:of\s+(?:our|its|the)|new|additional|more)\b`,
  'iu'
);
/** A completed, checkable event: with any year, even the report's own, it is a claim. */
const EVENT = new RegExp(
  String.raw`\b(?:obtained|awarded|received|confirmed|ranked|certified|signed|joined|launched|opened|` +
    String.raw`installed|completed|commissioned|achieved|reached|inaugurated)\b`,
  'iu'
);

function normalise(t: string): string {
  return t
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

function figuresOf(t: string): string {
  return (t.match(/\d[\d,.]*\d|\d/g) ?? [])
    .map((n) => n.replace(/[,.](?=\d{3}\b)/g, ''))
    .sort()
    .join(' ');
}

function wordSet(t: string): Set<string> {
  return new Set(
    normalise(t)
      .split(' ')
      .filter((w) => w.length >= 3 && !/^\d/.test(w))
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  const union = a.size + b.size - common;
  return union === 0 ? 1 : common / union;
}

/** Why a table row is not a claim worth keeping, or null. */
function rowDrop(c: SelectionInput, row: TableRow): DropReason | null {
  const { label } = cleanRowLabel(row.label);
  if (NOT_A_METRIC.test(label) || row.cells.some((x) => /^\+\d{2,}/.test(x))) return 'not_a_metric';
  if (row.cells.every((x) => !/[1-9]/.test(x))) return 'empty_row';
  // Environmental rows are the core metrics: kept whatever their label.
  if (c.environmental || c.priority === 'high') return null;
  // A caption such as "Our sustainability indicators" names the whole data section, not the row's purpose.
  const caption = (c.caption ?? '').replace(GENERIC_CAPTION, ' ');
  const where = `${label} ${caption}`;
  if ((FINANCE_ROW.test(`${label} ${c.caption ?? ''}`) || FINANCE_TERMS.test(where)) && !ESG_FINANCE.test(where))
    return 'financial';
  if (BREAKDOWN.test(label.trim()) || BREAKDOWN_INSIDE.test(label)) return 'breakdown_row';
  // In a table announced as a breakdown, only the total is the claim.
  if (BY_DIMENSION.test(c.caption ?? '') && !/\btotal\b/iu.test(label)) return 'breakdown_row';
  return null;
}

/**
 * Why a sentence or list item is not a claim worth keeping, or null. The report's own year ("In
 * 2023, we continued ...") is not a date to check: it dates nearly every sentence of the report.
 */
function statementDrop(c: SelectionInput, reportingYear: string | undefined): DropReason | null {
  const f = c.facts ?? analyseSentence(c.text);
  const figure = hasSubstantiveFigure(f);
  const dates = f.years.filter((y) => !reportingYear || !y.endsWith(reportingYear));
  const event = f.years.length > 0 && EVENT.test(c.text);
  const specific =
    figure ||
    dates.length > 0 ||
    event ||
    f.targetYears.length > 0 ||
    f.placeNames.length > 0 ||
    f.certification !== null ||
    f.legalCompliance !== null;
  if (c.priority === 'low' && !specific) return 'unspecific';
  // General context about others ("The alliance is a network of 60 firms"), not the company's claim.
  if (c.priority === 'low' && (f.thirdParty || f.context) && f.firstPerson === 0 && !f.orgSubject) return 'unspecific';
  // Financial results ("Revenues grew by 19% to EUR 172.8 million") are the annual report's claims,
  // not sustainability claims: dropped unless an environmental, social or governance term is present.
  if (FURNITURE.test(c.text)) return 'furniture';
  const esg =
    ESG_FINANCE.test(c.text) ||
    envTerms(f).length > 0 ||
    f.governanceCore.length > 0 ||
    f.certification !== null ||
    SOCIAL.test(c.text);
  const financial = FINANCE_ROW.test(c.text) || FINANCE_TERMS.test(c.text) || (MONEY.test(c.text) && figure);
  if (financial && !esg && f.legalCompliance === null) return 'financial';
  // A numbered heading ("7.9 Independent auditor's report ...") is navigation.
  if (!f.endsWithStop && /^\d{1,2}(?:\.\d{1,2})+\s+\p{Lu}/u.test(c.text)) return 'form_label';
  // A questionnaire field or column label: no stop, no figure, no date, and no verb or a form's opening.
  if (!f.endsWithStop && !figure && f.years.length === 0 && (FORM_START.test(c.text) || !VERB_PATTERN.test(c.text)))
    return 'form_label';
  return null;
}

/** The first two cells of a row, when they are distinctive enough to identify it (not "0 0", "12 14"). */
function distinctiveCells(row: TableRow): string | null {
  const cells = row.cells
    .filter((x) => /\d/.test(x))
    .slice(0, 2)
    .map((x) => x.replace(/[,\s\u00a0]/g, ''));
  if (cells.length < 2 || cells.every((x) => x.replace(/\D/g, '').length < 3)) return null;
  return cells.join('|');
}

/**
 * The year a report covers: the year printed most often in its text (reports date their own period
 * far more often than any other year). Undefined without any year.
 */
export function reportingYear(pageTexts: Iterable<string>): string | undefined {
  const counts = new Map<string, number>();
  for (const t of pageTexts)
    for (const m of t.matchAll(/(?<![\d.,])20\d\d(?![\d.,]\d)/g)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  let best: string | undefined;
  for (const [y, n] of counts) if (!best || n > counts.get(best)!) best = y;
  return best;
}

export interface ClaimSelector {
  /** Null to keep the claim (and remember it), or why it is dropped. Call in page order. */
  judge(c: SelectionInput): DropReason | null;
}

export interface SelectorOptions {
  /** The year the report covers (see reportingYear), so that it does not count as a date to check. */
  reportingYear?: string;
}

export function createClaimSelector(opts: SelectorOptions = {}): ClaimSelector {
  const exact = new Set<string>();
  const byFigures = new Map<string, Array<Set<string>>>();
  const rows = new Map<string, Array<Set<string>>>();
  const templates = new Map<string, number>();
  return {
    judge(c) {
      const reason = c.kind === 'table_row' && c.row ? rowDrop(c, c.row) : statementDrop(c, opts.reportingYear);
      if (reason) return reason;
      // The same figures in a row of a later summary table ("Scope 1 ... 387 393" again): kept once.
      const rowKey = c.row ? distinctiveCells(c.row) : null;
      if (rowKey && c.row) {
        const label = wordSet(cleanRowLabel(c.row.label).label);
        const seen = rows.get(rowKey) ?? [];
        if (seen.some((w) => label.size === 0 || w.size === 0 || [...label].some((x) => w.has(x)))) return 'duplicate';
        seen.push(label);
        rows.set(rowKey, seen);
      }
      const key = normalise(c.text);
      if (exact.has(key)) return 'duplicate';
      // Only counts repeat this way; a measured figure (t CO2e, %, EUR) is its own claim each time.
      if (c.kind !== 'table_row' && /\d/.test(key) && !hasMeasuredFigure(c.facts ?? analyseSentence(c.text))) {
        const template = key.replace(/\d+(?:[.,]\d+)*/g, '#');
        const seen = templates.get(template) ?? 0;
        if (seen >= TEMPLATE_REPEATS) return 'duplicate';
        templates.set(template, seen + 1);
      }
      const sig = figuresOf(c.text);
      const words = wordSet(c.text);
      const bucket = byFigures.get(sig) ?? [];
      if (words.size >= 4 && bucket.some((w) => jaccard(w, words) >= NEAR_DUPLICATE)) return 'duplicate';
      exact.add(key);
      bucket.push(words);
      byFigures.set(sig, bucket);
      return null;
    }
  };
}
