import { EventType } from '@ag-ui/core';

import { EVENT_SHAPES, type EventShape } from './event-shapes';
import { LANE_POLICY, type LanePolicy } from './lane-policy';

/** `true` only when `A` and `B` are the same type (a type test: a mismatch fails typecheck). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/*
 * The event tables are keyed by `EventType`, and the dispatch switch ends in a `never` default:
 * an event type added to `@ag-ui/core` fails `npm run typecheck` in each place that must handle
 * it. These tests pin that: the type assertions below fail to compile when a table and the
 * union disagree, and the `@ts-expect-error` ones fail when a table missing a type compiles.
 */
describe('event type coverage', () => {
  it('has a shape and a lane policy for exactly the event types of @ag-ui/core', () => {
    const shapes: Equal<keyof typeof EVENT_SHAPES, `${EventType}`> = true;
    const lanes: Equal<keyof typeof LANE_POLICY, `${EventType}`> = true;

    expect([shapes, lanes]).toEqual([true, true]);
    expect(Object.keys(EVENT_SHAPES).sort()).toEqual(Object.values(EventType).sort());
    expect(Object.keys(LANE_POLICY).sort()).toEqual(Object.values(EventType).sort());
  });

  it('refuses a table that leaves an event type out', () => {
    const { RAW: _raw, ...withoutRaw } = LANE_POLICY;
    const { RAW: _rawShape, ...shapesWithoutRaw } = EVENT_SHAPES;

    // @ts-expect-error RAW has no lane policy
    const lanes: Readonly<Record<EventType, LanePolicy>> = withoutRaw;
    // @ts-expect-error RAW has no shape
    const shapes: Readonly<Record<EventType, EventShape>> = shapesWithoutRaw;

    expect(Object.keys(lanes)).not.toContain('RAW');
    expect(Object.keys(shapes)).not.toContain('RAW');
  });

  it('expands exactly the three *_CHUNK events', () => {
    const expanding = Object.entries(LANE_POLICY)
      .filter(([, policy]) => policy === 'expand')
      .map(([type]) => type);

    expect(expanding.sort()).toEqual(
      Object.values(EventType)
        .filter((type) => type.endsWith('_CHUNK'))
        .sort(),
    );
  });
});
