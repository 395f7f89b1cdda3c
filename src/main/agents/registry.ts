/**
 * The specialists this build ships. An analysis routes claims only to agents listed here, and the
 * Judge names every domain no listed agent covers. Nothing that merely pretends to investigate is
 * ever registered; agents join this list as they are built. News/Media and Geography work offline
 * too: without their outside providers they say what they did not consult, and invent nothing.
 */
import { createDataMetricsAgent } from './dataMetrics/agent';
import { createGeographyAgent } from './geography/agent';
import { createLegalAgent } from './legal/agent';
import { createNewsAgent } from './news/agent';
import type { SpecialistAgent } from './specialist';

export const PRODUCT_SPECIALISTS: readonly SpecialistAgent[] = [createLegalAgent(), createDataMetricsAgent(), createNewsAgent(), createGeographyAgent()];
