/** @jest-environment node */
import type { BaseEvent } from '@ag-ui/core';
import * as ev from 'ngx-ag-ui/testing';

import { quietReference } from '../../core/runtime/reducer/reference-run.test-helpers';
import { expectSameEventsAsReference } from './interop.test-helpers';
import type { Producer } from './producer.test-helpers';

/** A producer whose last run sent `events`; nothing else of it is read. */
function sent(events: BaseEvent[]): Producer {
  return {
    url: 'http://127.0.0.1:9',
    report: () => Promise.reject(new Error('not read')),
    events: async () => events,
    stop: () => undefined,
  };
}

describe('expectSameEventsAsReference', () => {
  quietReference();

  it('compares a failed run up to its RUN_ERROR, whatever the producer sends after it', async () => {
    // LangGraphAgent's step end races its error: some of its runs send STEP_FINISHED after it.
    await expectSameEventsAsReference(
      sent([
        ev.runStarted(),
        ev.stepStarted('agent'),
        ev.textMessageStart('m1'),
        ev.textMessageContent('m1', 'Half an answer'),
        ev.runError('model overloaded'),
        ev.stepFinished('agent'),
      ]),
    );
  });
});
