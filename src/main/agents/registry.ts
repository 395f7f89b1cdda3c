/**
 * The specialists this build ships. An analysis routes claims only to agents listed here, and the
 * Judge names every domain no listed agent covers. Nothing that merely pretends to investigate is
 * ever registered; agents join this list as they are built (news_media and geography are
 * still to come).
 */
import { createAcademicAgent } from './academic/agent';
import { createDataMetricsAgent } from './dataMetrics/agent';
import { createLegalAgent } from './legal/agent';
import type { SpecialistAgent } from './specialist';

export const PRODUCT_SPECIALISTS: readonly SpecialistAgent[] = [createLegalAgent(), createDataMetricsAgent(), createAcademicAgent()];
