/**
 * The one registry of request routes (`domain.snake_action`), each with zod input and output.
 * Main validates every input against it; the renderer imports it with `import type` only.
 */
import type { z } from 'zod';
import { appRoutes } from './routes/app';
import { reportRoutes } from './routes/reports';
import { corpusRoutes } from './routes/corpus';
import { claimRoutes } from './routes/claims';
import { modelRoutes } from './routes/model';
import { evidenceRoutes } from './routes/evidence';
import { analysisRoutes } from './routes/analysis';
import { sourceOfTruthRoutes } from './routes/sourceOfTruth';

export const routes = {
  ...appRoutes,
  ...reportRoutes,
  ...corpusRoutes,
  ...claimRoutes,
  ...modelRoutes,
  ...evidenceRoutes,
  ...analysisRoutes,
  ...sourceOfTruthRoutes
} as const;

type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteInput<R extends RouteName> = z.input<Routes[R]['input']>;
export type RouteOutput<R extends RouteName> = z.output<Routes[R]['output']>;
type ParsedInput<R extends RouteName> = z.output<Routes[R]['input']>;

/** Handlers keyed by route: a missing or extra handler does not compile. */
export type HandlerMap<Ctx> = { [R in RouteName]: (input: ParsedInput<R>, ctx: Ctx) => Promise<RouteOutput<R>> };

export const isRouteName = (name: string): name is RouteName => Object.prototype.hasOwnProperty.call(routes, name);
