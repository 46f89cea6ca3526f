import { loadZodEventValidator, type EventValidator } from 'ngx-ag-ui/core/runtime';
import { from, switchMap } from 'rxjs';

import { eventValidatorLoadError } from '../ag-ui-errors';
import { loadOnce } from '../load-once';
import type { AgUiFeature } from './ag-ui-feature';
import { storeFeature } from './with-store-extension';

/**
 * Makes the agent's store check every incoming event against the full zod schemas of
 * `@ag-ui/core` (docs/ag-ui.md §4) on top of the built-in checks, which cover only the fields the
 * reducer reads. An event either refuses fails the run with a `malformed-event` error, keeping
 * everything applied before. The schemas and zod (3.25.18+ or 4, which you install) are loaded at
 * the first run, never bundled into apps that do not ask for them; events wait for them.
 *
 * @param validateEvent A check of your own instead of zod's: return a reason to reject an event.
 * @returns A feature for `provideAgUi()`.
 *
 * @example
 * provideAgUi({ url: '/api/agent' }, withEventValidation())
 */
export function withEventValidation(validateEvent?: EventValidator): AgUiFeature<'validation'> {
  const load = validateEvent
    ? () => Promise.resolve(validateEvent)
    : () =>
        loadZodEventValidator().catch((cause: unknown) => {
          throw eventValidatorLoadError(cause);
        });
  return storeFeature('validation', () => {
    // Loaded once per store, at its first stream; a failed load is tried again at the next run.
    const loadValidator = loadOnce(load);
    let validator: EventValidator | undefined;
    return {
      // Events wait for the validator; a failed load fails the run.
      beforeStream: (events) => {
        if (validator) return events;
        const loaded = loadValidator().then((loaded) => {
          validator = loaded;
        });
        return from(loaded).pipe(switchMap(() => events));
      },
      validateEvent: (event) => validator?.(event),
    };
  });
}
