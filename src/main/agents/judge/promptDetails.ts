/**
 * The few typed facts of a finding's details the model Judge is shown next to its summary, per
 * agent (snake_case like the rest of the prompt): news' best source tier and contradiction type,
 * data/metrics' failed or unverifiable checks, research's best reference tier and methodology
 * assessment, legal's mapping statuses, geography's located places and observation count.
 */
import type { Finding } from '../../../shared/domain/finding';
import { bestNewsTier } from './evaluate';
import { clip } from './labels';

const MAX_ITEMS = 4;

export function detailsForPrompt(f: Finding): Record<string, unknown> {
  switch (f.agent) {
    case 'news_media': {
      const tier = bestNewsTier(f);
      return {
        ...(tier !== undefined ? { source_tier: tier } : {}),
        ...(f.details.contradictionType ? { contradiction_type: f.details.contradictionType } : {})
      };
    }
    case 'data_metrics': {
      const open = f.details.checks.filter((c) => c.result !== 'pass').slice(0, MAX_ITEMS);
      return open.length
        ? {
            open_checks: open.map((c) => ({
              check: c.checkName,
              result: c.result,
              what: clip(c.message, 160),
              ...(c.computation ? { computation: clip(c.computation, 160) } : {})
            }))
          }
        : {};
    }
    case 'academic': {
      const tiers = f.details.references.map((r) => r.tier);
      return {
        ...(tiers.length ? { best_reference_tier: Math.min(...tiers) } : {}),
        ...(f.details.methodology ? { methodology: f.details.methodology.assessment } : {})
      };
    }
    case 'legal':
      return f.details.ifrsMappings.length
        ? {
            mappings: f.details.ifrsMappings
              .slice(0, MAX_ITEMS)
              .map((m) => ({ paragraph: m.paragraphId, status: m.status }))
          }
        : {};
    case 'geography':
      return f.details.locations.length
        ? {
            locations: f.details.locations.slice(0, MAX_ITEMS).map((l) => `${l.name} (${l.country})`),
            observations: f.details.observations.length
          }
        : {};
  }
}
