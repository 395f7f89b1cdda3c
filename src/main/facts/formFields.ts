/**
 * Emissions stated as questionnaire fields (CDP and similar forms): a question that asks for tonnes
 * of CO2e, a "Reporting year" row, then each field's label on one line and its value alone on the
 * next ("Scope 2, location-based" / "1,187,339"). Neither a sentence nor a table row, so neither the
 * claims engine nor the row reader sees them. Each field becomes a statement worded like a table row
 * ("Scope 2, location-based (metric tons CO2e) — 2022 1,187,339") with the reporting year the form
 * declares ("Reporting year … End date December 31, 2022"). A form whose reporting year cannot be
 * found gives nothing: a value without its year is not checkable.
 *
 * Some questions answer one block per subject instead: a subject line ("Scope 2 (location-based)",
 * "Scope 3 category 1: Purchased goods and services", or just "Business travel" under a Scope 3
 * question), then labelled lines, among them the tonnes ("Base year emissions (metric tons CO2e)" /
 * "678,403", or "Emissions in reporting year (metric tons CO2e)" / "19,758,702"). Such a block's
 * year is its base year's end ("Base year end" / "December 31, 2019") or the reporting year; a
 * question's blocks may run over several pages. An intensity's numerator that is the combined Scope 1
 * and 2 emissions is a field too, on the Scope 2 basis its block names.
 */
import type { PageText } from './inventory';

export interface FormField {
  page: number;
  /** The field worded as a table row, for the figure readers. */
  text: string;
  /** The value line as printed, to anchor it on the page. */
  value: string;
}

const ASKS_TONNES = /\b(?:metric\s+)?(?:tons|tonnes)\s+(?:of\s+)?co2e\b/iu;
const QUESTION = /^\(?[A-Z]{1,2}\d+(?:\.\d+)*[a-z]?\)/u;
const YEAR_ROW = /^reporting year$/iu;
const LABEL = /\bscope\s*[123]\b|\bgross global\b/iu;
const VALUE = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/u;
const DECLARED = new RegExp(
  String.raw`reporting year\s+start date\s+\S+(?:\s+\d{1,2},?)?\s+(?:19|20)\d\d` +
    String.raw`\s+end date\s+\S+(?:\s+\d{1,2},?)?\s+((?:19|20)\d\d)`,
  'iu'
);

/** The reporting year a form declares ("Reporting year Start date January 1, 2022 End date December 31, 2022"). */
export function declaredReportingYear(pages: readonly PageText[]): number | undefined {
  for (const p of pages.slice(0, 30)) {
    const m = DECLARED.exec(p.text.replace(/\s+/gu, ' '));
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** A subject's block begins with one of these lines right below the subject. */
const BLOCK_START = /^(?:base year start|evaluation status)$/iu;
const BLOCK_TONNES = /^(base year emissions|emissions in reporting year) \((?:metric )?(?:tons|tonnes) co2e\)$/iu;
const YEAR_IN = /\b((?:19|20)\d\d)\s*$/u;

interface BlockState {
  question: string;
  subject?: string;
  baseEnd?: number;
}

/** One line of a question answered block by block; returns the field the line completes, if any. */
function blockLine(state: BlockState, lines: readonly string[], i: number, page: number, year: number) {
  const line = lines[i]!;
  const next = lines[i + 1];
  if (next && BLOCK_START.test(next) && !BLOCK_START.test(line)) {
    state.subject = line;
    state.baseEnd = undefined;
  } else if (/^base year end$/iu.test(line) && next) {
    const y = YEAR_IN.exec(next)?.[1];
    state.baseEnd = y ? Number(y) : undefined;
  }
  const tonnes = BLOCK_TONNES.exec(line);
  if (!tonnes || !state.subject || !next || !VALUE.test(next)) return undefined;
  const base = /^base/iu.test(tonnes[1]!);
  if (base && state.baseEnd === undefined) return undefined;
  const scoped = /\bscope\s*[123]\b/iu.test(state.subject);
  const asks = /\bscope\s*3\b/iu.exec(state.question);
  if (!scoped && !asks) return undefined;
  const subject = scoped ? state.subject : `Scope 3: ${state.subject}`;
  return { page, text: `${subject} (metric tons CO2e) — ${base ? state.baseEnd : year} ${next}`, value: next };
}

/** The fields of questions answered one block per subject (base-year and Scope 3 category questions). */
function blockFields(pages: readonly PageText[], year: number): FormField[] {
  const out: FormField[] = [];
  const state: BlockState = { question: '' };
  for (const p of pages) {
    const lines = p.text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    lines.forEach((line, i) => {
      if (QUESTION.test(line)) {
        state.question = line;
        state.subject = undefined;
        return;
      }
      const field = blockLine(state, lines, i, p.page, year);
      if (field) out.push(field);
    });
  }
  return out;
}

const NUMERATOR =
  /^metric numerator \((gross global combined scope 1 and 2 emissions), (?:metric )?(?:tons|tonnes) co2e\)$/iu;

/**
 * An intensity's numerator when it is the combined Scope 1 and 2 emissions (CDP C6.10) of an intensity per
 * unit of total revenue: the value on the next line, on the Scope 2 basis the block names a few lines below
 * ("Scope 2 figure used" / "Market-based"). Intensities per unit produced may cover fewer sites: left out.
 */
function numeratorFields(pages: readonly PageText[], year: number): FormField[] {
  const out: FormField[] = [];
  for (const p of pages) {
    const lines = p.text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    lines.forEach((line, i) => {
      const m = NUMERATOR.exec(line);
      const next = lines[i + 1];
      if (!m || !next || !VALUE.test(next)) return;
      // Only the intensity per unit of revenue: others (per vehicle produced) may cover a narrower perimeter.
      const denominator = lines.slice(i + 2, i + 6).findIndex((l) => /^metric denominator$/iu.test(l));
      if (denominator < 0 || !/\btotal revenue\b/iu.test(lines[i + 3 + denominator] ?? '')) return;
      const used = lines.slice(i + 2, i + 12).findIndex((l) => /^scope 2 figure used$/iu.test(l));
      const basis = used >= 0 ? /^(market|location)-based$/iu.exec(lines[i + 3 + used] ?? '')?.[1] : undefined;
      const label = `${m[1]}${basis ? `, ${basis.toLowerCase()}-based` : ''}`;
      out.push({ page: p.page, text: `${label} (metric tons CO2e) — ${year} ${next}`, value: next });
    });
  }
  return out;
}

export function formFields(pages: readonly PageText[]): FormField[] {
  const year = declaredReportingYear(pages);
  if (year === undefined) return [];
  return [...rowFields(pages, year), ...blockFields(pages, year), ...numeratorFields(pages, year)];
}

/** The fields of questions answered as "Reporting year" rows: a label line, then its value. */
function rowFields(pages: readonly PageText[], year: number): FormField[] {
  const out: FormField[] = [];
  for (const p of pages) {
    const lines = p.text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    let unit: string | undefined;
    let inYear = false;
    lines.forEach((line, i) => {
      if (QUESTION.test(line)) {
        unit = ASKS_TONNES.exec(line)?.[0];
        inYear = false;
        return;
      }
      if (YEAR_ROW.test(line)) inYear = true;
      else if (/^past year\b|^base year\b/iu.test(line)) inYear = false;
      const next = lines[i + 1];
      if (!unit || !inYear || !next || !VALUE.test(next) || !LABEL.test(line) || VALUE.test(line)) return;
      const label = line.replace(/\s*\(if applicable\)/iu, '');
      out.push({
        page: p.page,
        text: `${label}${ASKS_TONNES.test(label) ? '' : ` (${unit})`} — ${year} ${next}`,
        value: next
      });
    });
  }
  return out;
}
