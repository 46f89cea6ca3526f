import { computed, type Signal } from '@angular/core';

import type { A2uiComponentDef } from '../../model/a2ui-types';
import type { A2uiSurfaceContext } from '../../render/a2ui-surface-context';
import { fallbackName } from './fallback-name';

/** A property an input control shows and writes back (`value`, or its older spelling). */
export interface BoundProperty<T> {
  /** The value read from the surface's data (with what the person typed on top). */
  readonly value: Signal<T | undefined>;
  /** The name the control is announced by when the agent gave it no label (its bound path). */
  readonly fallbackName: Signal<string>;
  /** Writes what the person entered to the bound path (nothing for a literal). */
  write(value: unknown): void;
}

/**
 * The property of `keys` (the first the agent wrote: the specification's spelling, then the
 * middleware's) bound both ways: TextField, CheckBox, Slider, DateTimeInput and ChoicePicker
 * read it, name themselves after it and write to it the same way.
 */
export function boundProperty<T = unknown>(
  surface: A2uiSurfaceContext,
  definition: Signal<A2uiComponentDef>,
  scope: Signal<string>,
  keys: readonly string[],
): BoundProperty<T> {
  const binding = () => {
    const def = definition();
    const key = keys.find((k) => def[k] !== undefined);
    return key === undefined ? undefined : def[key];
  };
  return {
    value: surface.value<T>(definition, keys, scope),
    fallbackName: computed(() => fallbackName(binding(), definition().id)),
    write: (value) => surface.write(binding(), scope(), value),
  };
}
