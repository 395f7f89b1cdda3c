/**
 * The specialists this build ships. An analysis routes claims only to agents listed here, and the
 * Judge names every domain no listed agent covers. Nothing that merely pretends to investigate is
 * ever registered. All five work offline: Academic/Research from the local corpus, News/Media and
 * Geography saying what they did not consult without their outside providers; none invents evidence.
 */
import { createAcademicAgent } from './academic/agent';
import { createDataMetricsAgent } from './dataMetrics/agent';
import { createGeographyAgent } from './geography/agent';
import { createLegalAgent } from './legal/agent';
import { createNewsAgent } from './news/agent';
import type { SpecialistAgent } from './specialist';

export const PRODUCT_SPECIALISTS: readonly SpecialistAgent[] = [
  createLegalAgent(),
  createDataMetricsAgent(),
  createAcademicAgent(),
  createNewsAgent(),
  createGeographyAgent()
];
