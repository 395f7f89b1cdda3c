/**
 * How the evidence chain shows one finding: Geography as its places, scenes, NDVI and what was not
 * checked (instead of its summary when the details say all of it); News/Media as "not consulted" with
 * the reason, or its sources with tier, stance and the contradiction; any other agent as its summary
 * and the shared detail blocks. Pure, so it is tested without a DOM.
 */
import type { Finding } from '../../../../shared/domain/finding';
import { geographyCoversSummary, geographyView, type GeographyView } from '../../../../shared/report/geographyView';
import { newsView, tierText, type NewsSourceView, type NewsView } from '../../../../shared/report/newsView';

export type FindingBody =
  | { kind: 'geography'; view: GeographyView; showSummary: boolean }
  | { kind: 'news'; view: NewsView; showSummary: boolean }
  | { kind: 'generic'; showSummary: true };

export function findingBody(f: Finding): FindingBody {
  if (f.agent === 'geography')
    return { kind: 'geography', view: geographyView(f.details), showSummary: !geographyCoversSummary(f.details) };
  if (f.agent === 'news_media') {
    const view = newsView(f);
    return { kind: 'news', view, showSummary: view.kind !== 'not_consulted' };
  }
  return { kind: 'generic', showSummary: true };
}

/**
 * The accessible name of a news source item: "Reuters, tier 1
 * (regulator, court or established press), contradicts the claim".
 */
export function newsSourceLabel(s: NewsSourceView): string {
  const stance = s.stance === 'neutral' ? 'neutral' : `${s.stance} the claim`;
  return `${s.outlet}, ${tierText(s.tier)}, ${stance}${s.date ? `, ${s.date}` : ''}`;
}

/**
 * The accessible name of a scene item: "Before: scene S2_2019
 * of 2019-07-15, 4 % cloud, NDVI 0.31, from earth-search…".
 */
export function sceneLabel(s: GeographyView['scenes'][number]): string {
  return (
    `${s.role ? `${s.role[0]!.toUpperCase()}${s.role.slice(1)}: ` : ''}scene ${s.id} ` +
    `of ${s.date}, ${s.cloud}${s.ndvi ? `, NDVI ${s.ndvi}` : ''}, from ${s.host}`
  );
}
