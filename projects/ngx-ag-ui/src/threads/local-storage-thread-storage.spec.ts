import { localStorageThreadStorage } from 'ngx-ag-ui';

import { describeStorage, storedRecord as record } from './thread-storage-contract.test-helpers';

describeStorage('localStorageThreadStorage', () => {
  localStorage.clear();
  return localStorageThreadStorage();
});

describe('localStorageThreadStorage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps to its prefix and hands back unparseable text as it is', async () => {
    localStorage.setItem('other', '{"threadId":"x"}');
    localStorage.setItem('mine:bad', 'not json');
    const storage = localStorageThreadStorage({ prefix: 'mine:' });
    await storage.set('good', record('good'));

    expect(localStorage.getItem('mine:good')).toBe(JSON.stringify(record('good')));
    expect(await storage.list()).toEqual(expect.arrayContaining(['not json', record('good')]));
    expect(await storage.list()).toHaveLength(2);
  });

  it('rejects, rather than throws, when the storage refuses', async () => {
    const refusing = localStorageThreadStorage({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    await expect(refusing.set('a', record('a'))).rejects.toThrow('insecure');
    await expect(refusing.list()).rejects.toThrow('insecure');
  });
});
