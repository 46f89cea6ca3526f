import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { setUpSurface } from '../render/a2ui-surface.test-helpers';
import { BASIC_CATALOG } from './basic-catalog';

// The examples the v0.9 specification ships with its basic catalog, as @a2ui/web_core
// publishes them (a development dependency: the specification's own files, unchanged).
const folder = join(
  __dirname,
  '../../../../node_modules/@a2ui/web_core/src/v0_9/schemas/catalogs/basic/examples',
);
const examples = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, ...JSON.parse(readFileSync(join(folder, name), 'utf8')) }));

function typesOf(messages: readonly Record<string, unknown>[]): Set<string> {
  const types = new Set<string>();
  for (const message of messages) {
    const update = message['updateComponents'] as { components?: { component: string }[] };
    update?.components?.forEach((c) => types.add(c.component));
  }
  return types;
}

describe('the basic catalog examples of the v0.9 specification', () => {
  it('are all found (43)', () => {
    expect(examples.length).toBe(43);
    expect([...Object.keys(BASIC_CATALOG.components)].sort()).toEqual(
      [...typesOf(examples.flatMap((e) => e.messages))].sort(),
    );
  });

  it.each(examples.map((example) => [example.name, example] as const))(
    '%s draws with no warning',
    async (_, example) => {
      const { root, paint, warnings } = await setUpSurface();
      await paint(...example.messages);
      expect(warnings()).toEqual([]);
      expect(root.querySelector('agui-a2ui-node')).not.toBeNull();
      expect(root.querySelector('[role="note"]')).toBeNull();
    },
  );
});
