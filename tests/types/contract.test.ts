/** Type tests for the IPC contract: route names, inputs and outputs are checked at compile time. */
import { describe, expectTypeOf, it } from 'vitest';
import type { HandlerMap, RouteInput, RouteName, RouteOutput } from '../../src/shared/ipc/contract';
import type { Report } from '../../src/shared/domain/report';
import type { CoreContext } from '../../src/main/core';
import { handlers } from '../../src/main/ipc/handlers/index';

describe('IPC contract types', () => {
  it('names routes domain.snake_action', () => {
    expectTypeOf<'reports.list'>().toExtend<RouteName>();
    expectTypeOf<'app.status'>().toExtend<RouteName>();
    // @ts-expect-error: not a route
    expectTypeOf<'reports.nope'>().toExtend<RouteName>();
  });

  it('types inputs and outputs per route', () => {
    expectTypeOf<RouteOutput<'reports.list'>>().toEqualTypeOf<Report[]>();
    expectTypeOf<RouteInput<'reports.structure'>>().toEqualTypeOf<{ reportId: string }>();
    expectTypeOf<RouteOutput<'reports.read_pdf'>['data']>().toEqualTypeOf<Uint8Array>();
  });

  it('requires exactly one handler per route', () => {
    expectTypeOf(handlers).toEqualTypeOf<HandlerMap<CoreContext>>();
    const { 'reports.list': _dropped, ...rest } = handlers;
    // @ts-expect-error: a handler map missing a route does not type-check
    const incomplete: HandlerMap<CoreContext> = rest;
    void incomplete;
  });
});
