/** @jest-environment node */
import type { BaseEvent } from '@ag-ui/core';

import { expectSameAsReference, quietReference } from '../reference-run.test-helpers';
import { ALL_VECTORS } from './all-vectors';

/*
 * The vectors double as differential fixtures: after every event, the reference client
 * (@ag-ui/client 1.0.0) holds the same messages and state as the reducer and refuses the same
 * event, except on the vectors that say why it differs (AG-UI 1.1 material, documented
 * departures), where the difference is checked to be real.
 */
describe('AG-UI 1.1 conformance vectors against the reference client', () => {
  quietReference();

  const agreeing = ALL_VECTORS.filter((vector) => vector.referenceDiffers === undefined);
  const differing = ALL_VECTORS.filter((vector) => vector.referenceDiffers !== undefined);

  it.each(agreeing.map((vector) => [vector.name, vector] as const))(
    'agrees: %s',
    async (_name, vector) => {
      await expectSameAsReference(vector.events as readonly BaseEvent[], { mayRefuse: true });
    },
  );

  it.each(differing.map((vector) => [vector.name, vector] as const))(
    'differs as documented: %s',
    async (_name, vector) => {
      await expect(
        expectSameAsReference(vector.events as readonly BaseEvent[], { mayRefuse: true }),
      ).rejects.toThrow();
    },
  );
});
