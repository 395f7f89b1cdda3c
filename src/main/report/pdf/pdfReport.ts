/**
 * The Source of Truth as a PDF: cover, contents (linked), executive summary, scope and criteria,
 * procedures, limitations, findings by pillar (claim cards), checks, gaps by pillar, the S1/S2
 * cross-map, unverified claims, overrides, and the methodology and audit-trail appendices. Page
 * numbers, bookmarks, embedded fonts and selectable text come from the layout. The same function
 * serves the app and the CLI, so both export the same document.
 */
import type { SourceOfTruth } from '../../../shared/domain/sourceOfTruth';
import { collectChecks, reportModel } from '../../../shared/report/reportModel';
import { createLayout } from './layout';
import type { PdfContext } from './context';
import { companyName } from './context';
import { contentsPage, cover, executiveSummary } from './sections/front';
import { limitations, procedures, scopeAndCriteria } from './sections/method';
import { pillarSections } from './sections/claims';
import { checksSection, crossMapSection, gapsSection, overridesSection, unverifiedSection } from './sections/registers';
import { auditAppendix, methodologyAppendix } from './sections/appendix';

export async function renderSourceOfTruthPdf(doc: SourceOfTruth): Promise<Buffer> {
  const title = `Source of Truth — ${doc.report.title || doc.report.fileName}`;
  const L = createLayout({
    title,
    subject: `Automated review of ${doc.report.fileName} (SHA-256 ${doc.report.sha256}) against IFRS S1 and S2`,
    author: doc.methodology?.preparedBy ?? 'Sibyl Desktop',
    creationDate: new Date(doc.methodology?.exportedAt ?? doc.run.compiledAt),
    runningTitle: `Source of Truth · ${companyName(doc) ?? doc.report.fileName} · ${doc.report.title}`
  });
  const ctx: PdfContext = { L, doc, model: reportModel(doc), checks: collectChecks(doc) };
  cover(ctx);
  const tocPage = contentsPage(ctx);
  executiveSummary(ctx);
  scopeAndCriteria(ctx);
  procedures(ctx);
  limitations(ctx);
  pillarSections(ctx);
  checksSection(ctx);
  gapsSection(ctx);
  crossMapSection(ctx);
  unverifiedSection(ctx);
  overridesSection(ctx);
  methodologyAppendix(ctx);
  auditAppendix(ctx);
  return L.finish(tocPage);
}
