/** @jest-environment node */
// fake-indexeddb needs structuredClone, which Node has and jsdom lacks.
import 'fake-indexeddb/auto';

import { indexedDbThreadStorage } from 'ngx-ag-ui';

import { describeStorage, storedRecord as record } from './thread-storage-contract.test-helpers';

let databases = 0;
describeStorage('indexedDbThreadStorage', () =>
  indexedDbThreadStorage({ database: `threads-spec-${databases++}` }),
);

describe('indexedDbThreadStorage', () => {
  it('keeps each database apart', async () => {
    const first = indexedDbThreadStorage({ database: 'apart-1' });
    const second = indexedDbThreadStorage({ database: 'apart-2' });
    await first.set('a', record('a'));
    expect(await second.get('a')).toBeUndefined();
    expect(await first.get('a')).toEqual(record('a'));
  });
});
