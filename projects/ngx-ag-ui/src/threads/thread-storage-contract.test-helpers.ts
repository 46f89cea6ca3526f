import type { ThreadStorage } from 'ngx-ag-ui';

/** A record as a storage keeps it (the storages never look inside). */
export const storedRecord = (threadId: string) => ({
  version: 1,
  threadId,
  title: 'T',
  messages: [],
});
const record = storedRecord;

/** The behaviour every built-in storage shares. */
export function describeStorage(name: string, create: () => ThreadStorage): void {
  describe(name, () => {
    it('gets, lists and deletes what it set', async () => {
      const storage = create();
      expect(await storage.get('a')).toBeUndefined();
      await storage.set('a', record('a'));
      await storage.set('b', record('b'));
      await storage.set('a', { ...record('a'), title: 'Renamed' });

      expect(await storage.get('a')).toEqual({ ...record('a'), title: 'Renamed' });
      const listed = (await storage.list()) as { threadId: string }[];
      expect(listed.map((value) => value.threadId).sort()).toEqual(['a', 'b']);

      await storage.delete('a');
      await storage.delete('missing');
      expect(await storage.get('a')).toBeUndefined();
      expect(await storage.list()).toEqual([record('b')]);
    });

    it('writes through setIf only when the check passes on what it holds', async () => {
      const storage = create();
      expect(storage.setIf).toBeDefined();
      const seen: unknown[] = [];
      const check = (pass: boolean) => (stored: unknown) => (seen.push(stored), pass);
      expect(await storage.setIf?.('a', record('a'), check(true))).toBe(true);
      expect(await storage.setIf?.('a', { ...record('a'), title: 'Older' }, check(false))).toBe(
        false,
      );
      expect(seen).toEqual([undefined, record('a')]);
      expect(await storage.get('a')).toEqual(record('a'));
    });
  });
}
