/**
 * What Data/Metrics reads in a report, shared with Legal's gap scan (the greenhouse-gas inventory both
 * read, inventory.ts): every page's text, and the statements that state figures (claims, report
 * figures, table rows with emissions, questionnaire fields).
 */
import type { Claim } from '../../shared/domain/claim';
import type { ReportFigure } from '../../shared/domain/reportFigure';
import { anchorQuote, type AnchorPage } from '../text/anchor';
import { claimFigures } from './claimFigures';
import { formFields } from './formFields';
import { leadInLists } from './leadInLists';
import { leaderLines } from './leaderLines';
import { legendValues, yearLists } from './yearLists';
import { delimitedRecords } from './delimitedRecords';
import { legendShares } from './legendShares';
import { targetTables } from './targetTables';
import { targetRowTexts } from './targetRows';
import { changeTexts } from './changeRows';
import type { PageText, StatedText } from './inventory';
import { claimText, figureText, tableRowTexts } from './statedTexts';
import { cellsNotClaimed, keepModelFigures, readByModel, tableReading } from './tableCells';
import { readReportTables } from '../text/tables/pageTables';
import type { ReportTableRow } from './tables';

/** What the statements are read from: an agent's report reader (agents/readContext.ts) fits. */
export interface StatementSource {
  claims(): readonly Claim[];
  figures(): Promise<readonly ReportFigure[]>;
  tableRows(): Promise<readonly ReportTableRow[]>;
  page(pageNumber: number): Promise<Readonly<AnchorPage> | null>;
  pages(): AsyncIterable<Readonly<AnchorPage>>;
}

/**
 * The texts that state the report's figures: every claim of the run, every report figure, the cells of
 * the table model (text/tables/) with an emissions figure, the goals its rows' labels state and
 * the changes its change columns print, and every table row read line by line with
 * an emissions figure that none of them already states (the claims engine keeps a row as a claim only
 * when it reads as one; the inventory needs them all). Where the model read a line, its cells state
 * the line's figures: a row read line by line there is left out, and a claim wording it keeps only
 * the inventory figures the model read there too.
 */
export async function statedTexts(report: StatementSource, pages?: readonly PageText[]): Promise<StatedText[]> {
  const tables = await readReportTables(report.pages());
  const model = tableReading(tables);
  // A claim that words a table row the model read keeps only the inventory figures the model read there.
  const claims = report.claims().map((c) => keepModelFigures(claimText(c), model));
  const known = [...claims, ...(await report.figures()).map(figureText)];
  const seen = new Set(known.map((s) => `${s.page}|${s.text}`));
  const rows = tableRowTexts(await report.tableRows(), seen).filter((r) => !readByModel(model, r.page, r.rects));
  const texts = pages ?? (await pageTexts(report));
  return [
    ...known,
    ...cellsNotClaimed(model.cells, claims),
    ...model.metrics,
    ...targetRowTexts(tables),
    ...changeTexts(tables),
    ...rows,
    ...(await formTexts(report, texts)),
    ...(await listTexts(report, texts))
  ];
}

/**
 * Items of lists under a lead-in that gives their unit and year (leadInLists.ts) and lines joined by dot
 * leaders (leaderLines.ts), records of a data export printed as text (delimitedRecords.ts), the rows of targets tables (targetTables.ts) and charts' share legends
 * (legendShares.ts), each anchored on its line.
 */
async function listTexts(report: StatementSource, pages: readonly PageText[]): Promise<StatedText[]> {
  const out: StatedText[] = [];
  for (const [i, item] of [
    ...leadInLists(pages),
    ...leaderLines(pages),
    ...yearLists(pages),
    ...delimitedRecords(pages),
    ...legendValues(pages),
    ...targetTables(pages),
    ...legendShares(pages)
  ].entries()) {
    const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, item.page, item.line);
    out.push({
      text: item.text,
      figures: claimFigures(item.text),
      page: item.page,
      rects: anchor.rects,
      source: { kind: 'table_row', rowId: `list:p${item.page}:${i}` }
    });
  }
  return out;
}

/** Questionnaire fields (formFields.ts) as statements, each anchored on its value line. */
async function formTexts(report: StatementSource, pages: readonly PageText[]): Promise<StatedText[]> {
  const out: StatedText[] = [];
  for (const [i, f] of formFields(pages).entries()) {
    const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, f.page, f.value);
    out.push({
      text: f.text,
      figures: claimFigures(f.text),
      page: f.page,
      rects: anchor.rects,
      source: { kind: 'table_row', rowId: `form:p${f.page}:${i}` }
    });
  }
  return out;
}

/** Every page's text, for what is stated outside claims and tables (a methodology note's GWP basis). */
export async function pageTexts(report: StatementSource): Promise<PageText[]> {
  const out: PageText[] = [];
  for await (const p of report.pages()) out.push({ page: p.pageNumber, text: p.text.text });
  return out;
}
