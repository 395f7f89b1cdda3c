/**
 * A finding's typed details as neutral blocks (tables, lists, lines of text) that the app's report
 * view and the PDF export both draw: one describer per details shape, and a generic one for any agent
 * this build has no describer for, so a new agent's findings appear in every export without new code
 * here. Pure: no DOM, no PDF library.
 */
import type { SourceRef } from '../domain/provenance';
import type {
  AcademicDetails,
  CheckValue,
  DataMetricsDetails,
  GeographyDetails,
  LegalDetails,
  MetricCheck,
  NewsDetails
} from '../domain/findingDetails';
import { geographyView, placeText, sceneText } from './geographyView';
import { capital, checkText, numberText, unitText } from './labels';
import { newsSourceText, sourcesView } from './newsView';

export type DetailBlock =
  | { kind: 'table'; title: string; head: string[]; rows: string[][]; /** relative column widths */ widths: number[] }
  | { kind: 'list'; title: string; items: string[] }
  | { kind: 'text'; title: string; text: string };

type Describer = (details: never) => DetailBlock[];

/** Where a source points, in a reader's words: "report p. 12", "IFRS S2 S2.29(a)", a title or a link. */
export function sourceText(s: SourceRef): string {
  if (s.kind === 'report') return `report${s.page ? ` p. ${s.page}` : ''}`;
  if (s.kind === 'ifrs_s1' || s.kind === 'ifrs_s2') return `IFRS ${s.ref}`;
  const name = s.title ? `${s.title} (${s.ref})` : s.ref;
  return `${s.kind}: ${name}${s.page ? ` p. ${s.page}` : ''}`;
}

function valueText(v: CheckValue): string {
  const unit = v.unit ? ` ${unitText(v.unit)}` : '';
  const page = v.page ? ` (p. ${v.page})` : '';
  return `${v.label}: ${numberText(v.value)}${unit}${page}${v.role === 'tested' ? ' [tested]' : ''}`;
}

/** One Data/Metrics check as a table row: check, result, values, computation and message, IFRS. */
export function checkRow(c: MetricCheck): string[] {
  const how = [c.computation, c.message].filter((s) => s.trim()).join(' — ');
  return [
    `${checkText(c.checkName)} (${c.severity})`,
    capital(c.result),
    c.values.map(valueText).join('; ') || '—',
    unitText(how),
    c.ifrsParagraphs.join(', ') || '—'
  ];
}
export const CHECK_HEAD = ['Check (severity)', 'Result', 'Values (page)', 'Computation and finding', 'IFRS'];
export const CHECK_WIDTHS = [1.25, 0.95, 2.2, 3.1, 0.95];

const dataMetrics = (d: DataMetricsDetails): DetailBlock[] =>
  d.checks.length
    ? [{ kind: 'table', title: 'Checks', head: CHECK_HEAD, rows: d.checks.map(checkRow), widths: CHECK_WIDTHS }]
    : [];

function legal(d: LegalDetails): DetailBlock[] {
  const out: DetailBlock[] = [];
  if (d.ifrsMappings.length) {
    out.push({
      kind: 'table',
      title: 'IFRS mappings',
      head: ['Paragraph', 'Status', 'Why', 'Where'],
      widths: [1, 1, 4, 1.2],
      // The seed's status (fully/partially/not addressed, unclear) when the finding gives it.
      rows: d.ifrsMappings.map((m) => [
        m.paragraphId,
        (m.assessment ?? m.status).replace('_', ' '),
        m.rationale ?? '—',
        m.evidence ? sourceText(m.evidence) : '—'
      ])
    });
  }
  if (d.subRequirements.length) {
    out.push({
      kind: 'list',
      title: 'Sub-requirements',
      items: d.subRequirements.map(
        (s) =>
          `${s.addressed ? 'Addressed' : 'Not addressed'}: ${s.paragraphId} ` +
          `${s.requirement}${s.evidence ? ` (${sourceText(s.evidence)})` : s.reason ? ` — ${s.reason}` : ''}`
      )
    });
  }
  if (d.missingRequirements.length)
    out.push({ kind: 'list', title: 'Missing requirements', items: d.missingRequirements });
  if (d.partial && !d.missingRequirements.length)
    out.push({ kind: 'text', title: 'Coverage', text: 'The disclosure meets the mapped paragraphs only in part.' });
  if (d.modelFallback)
    out.push({
      kind: 'text',
      title: 'Engine',
      text: `The model's assessment could not be used (${d.modelFallback}); this is the offline assessment.`
    });
  return out;
}

function academic(d: AcademicDetails): DetailBlock[] {
  const out: DetailBlock[] = [];
  if (d.references.length) {
    out.push({
      kind: 'table',
      title: 'References',
      head: ['Reference', 'Kind', 'Tier', 'Link'],
      widths: [4, 1.2, 0.5, 2],
      rows: d.references.map((r) => [
        `${r.authors.length ? `${r.authors.join(', ')}. ` : ''}${r.title}` +
          `${r.year ? ` (${r.year})` : ''}${r.relevance ? ` — ${r.relevance}` : ''}`,
        r.kind.replace('_', ' '),
        String(r.tier),
        r.doi ? `doi:${r.doi}` : (r.url ?? '')
      ])
    });
  }
  if (d.methodology)
    out.push({
      kind: 'text',
      title: 'Methodology',
      text:
        `${capital(d.methodology.assessment.replace('_', ' '))}` +
        `${d.methodology.notes ? `: ${d.methodology.notes}` : ''}`
    });
  return out;
}

/**
 * Coverage and contradiction; a not-consulted finding's reason
 * is its summary (views that drop the summary read newsView).
 */
function news(d: NewsDetails): DetailBlock[] {
  const v = sourcesView(d);
  if (!v.sources.length) return [];
  const out: DetailBlock[] = [{ kind: 'list', title: 'Coverage', items: v.sources.map(newsSourceText) }];
  if (v.contradiction) out.push({ kind: 'text', title: 'Contradiction', text: capital(v.contradiction) });
  return out;
}

function geography(d: GeographyDetails): DetailBlock[] {
  const v = geographyView(d);
  const out: DetailBlock[] = [];
  const places = [...v.places.map(placeText), ...v.regions];
  if (places.length) out.push({ kind: 'list', title: 'Places', items: places });
  if (v.unresolved.length) out.push({ kind: 'list', title: 'Not resolved', items: v.unresolved });
  if (v.scenes.length) out.push({ kind: 'list', title: 'Satellite scenes', items: v.scenes.map(sceneText) });
  if (v.ndvi) out.push({ kind: 'text', title: 'NDVI', text: v.ndvi });
  if (v.otherObservations.length) out.push({ kind: 'list', title: 'Observations', items: v.otherObservations });
  if (v.notChecked.length) out.push({ kind: 'list', title: 'Not checked', items: v.notChecked });
  return out;
}

const DESCRIBERS: Record<string, Describer> = {
  data_metrics: dataMetrics,
  legal,
  academic,
  news_media: news,
  geography
};

/** The blocks of one finding's details: its agent's describer, or the generic one. */
export function detailBlocks(agent: string, details: unknown): DetailBlock[] {
  const describe = DESCRIBERS[agent];
  return describe ? describe(details as never) : genericBlocks(details);
}

const scalar = (v: unknown): string =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);
const label = (k: string): string =>
  capital(
    k
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase()
  );

/**
 * Any details object: a list of objects becomes a table over their keys, a list of values a list,
 * an object a set of lines, a value one line. Empty lists say nothing.
 */
export function genericBlocks(details: unknown): DetailBlock[] {
  if (!details || typeof details !== 'object' || Array.isArray(details))
    return details === undefined || details === null ? [] : [{ kind: 'text', title: 'Details', text: scalar(details) }];
  const out: DetailBlock[] = [];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(details as Record<string, unknown>)) {
    if (Array.isArray(value)) {
      if (!value.length) continue;
      if (value.every((v) => v && typeof v === 'object' && !Array.isArray(v))) {
        const head = [...new Set(value.flatMap((v) => Object.keys(v as object)))];
        out.push({
          kind: 'table',
          title: label(key),
          head: head.map(label),
          rows: value.map((v) => head.map((h) => scalar((v as Record<string, unknown>)[h]))),
          widths: head.map(() => 1)
        });
      } else out.push({ kind: 'list', title: label(key), items: value.map(scalar) });
    } else if (value !== undefined && value !== null && value !== '') lines.push(`${label(key)}: ${scalar(value)}`);
  }
  if (lines.length) out.unshift({ kind: 'list', title: 'Details', items: lines });
  return out;
}
