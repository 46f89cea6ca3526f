import type { ThreadMessage } from 'ngx-ag-ui/core/runtime';

import {
  addVersion,
  MAX_TURN_VERSIONS,
  switchVersion,
  type AnswerVersions,
} from './answer-versions';
import { versionPosition } from './version-position';

const user = (id: string, content: string): ThreadMessage => ({ id, role: 'user', content });
const answer = (id: string, content: string): ThreadMessage => ({
  id,
  role: 'assistant',
  content,
});
const ids = (messages: readonly ThreadMessage[]) => messages.map((message) => message.id);

const thread = [
  user('u1', 'Hi'),
  answer('a1', 'Hello'),
  user('u2', 'Why?'),
  answer('a2', 'Because'),
];

/** A regenerate of the last answer: the thread drops `a2`, then the new answer streams in. */
function regenerated(versions: AnswerVersions, messages: readonly ThreadMessage[], id: string) {
  const added = addVersion(versions, messages, messages.length - 1);
  return { versions: added.versions, messages: [...messages.slice(0, -1), answer(id, id)] };
}

describe('answer versions', () => {
  it('keeps the earlier answer as a sibling when the last answer is regenerated', () => {
    const after = regenerated({}, thread, 'a2b');
    expect(ids(after.messages)).toEqual(['u1', 'a1', 'u2', 'a2b']);
    expect(versionPosition(after.versions, after.messages, 3)).toEqual({
      key: 'u2',
      index: 2,
      count: 2,
    });
    // The active version is the thread's own: never stored twice.
    expect(after.versions['u2']?.tails.map(ids)).toEqual([['a2'], []]);
  });

  it('Edit then Regenerate give three paths, and switching shows each', () => {
    // Edit the second question: everything from `u2` on becomes a version of the turn after a1.
    const edited = addVersion({}, thread, 2);
    let messages: readonly ThreadMessage[] = [...thread.slice(0, 2), user('u2b', 'How?')];
    messages = [...messages, answer('a2c', 'Like so')];
    const again = regenerated(edited.versions, messages, 'a2d');
    // The edit branched after a1, the regenerate after u2b: the edit's turn has two versions,
    // the regenerated answer two more, three paths in all.
    expect(versionPosition(again.versions, again.messages, 2)).toMatchObject({
      index: 2,
      count: 2,
    });
    expect(versionPosition(again.versions, again.messages, 3)).toMatchObject({
      index: 2,
      count: 2,
    });

    const first = switchVersion(again.versions, again.messages, 'a1', 0)!;
    expect(ids(first.messages)).toEqual(['u1', 'a1', 'u2', 'a2']);
    const back = switchVersion(first.versions, first.messages, 'a1', 1)!;
    // Coming back to the edit brings its own versions back too.
    expect(ids(back.messages)).toEqual(['u1', 'a1', 'u2b', 'a2d']);
    const older = switchVersion(back.versions, back.messages, 'u2b', 0)!;
    expect(ids(older.messages)).toEqual(['u1', 'a1', 'u2b', 'a2c']);
  });

  it('keeps the rows before the branch point as the same objects (only switched rows change)', () => {
    const after = regenerated({}, thread, 'a2b');
    const switched = switchVersion(after.versions, after.messages, 'u2', 0)!;
    const same = switched.messages.filter((message, index) => message === after.messages[index]);
    expect(ids(same)).toEqual(['u1', 'a1', 'u2']);
  });

  it('refuses a version, a turn or a branch point that is not there, changing nothing', () => {
    const after = regenerated({}, thread, 'a2b');
    expect(switchVersion(after.versions, after.messages, 'u2', 2)).toBeUndefined();
    expect(switchVersion(after.versions, after.messages, 'u2', -1)).toBeUndefined();
    expect(switchVersion(after.versions, after.messages, 'a1', 0)).toBeUndefined();
    expect(switchVersion(after.versions, after.messages.slice(0, 2), 'u2', 0)).toBeUndefined();
  });

  it(`keeps at most ${MAX_TURN_VERSIONS} versions of a turn over 1,000 regenerates, counting what it drops`, () => {
    let versions: AnswerVersions = {};
    let messages: readonly ThreadMessage[] = thread;
    let dropped = 0;
    for (let n = 0; n < 1000; n++) {
      const added = addVersion(versions, messages, 3);
      dropped += added.dropped;
      versions = added.versions;
      messages = [...messages.slice(0, 3), answer(`a-${n}`, `Answer ${n}`)];
    }
    expect(versions['u2']?.tails).toHaveLength(MAX_TURN_VERSIONS);
    expect(dropped).toBe(1001 - MAX_TURN_VERSIONS);
    expect(versionPosition(versions, messages, 3)).toMatchObject({
      index: MAX_TURN_VERSIONS,
      count: MAX_TURN_VERSIONS,
    });
    // The newest kept versions are the latest answers, the one before the active one first.
    const previous = switchVersion(versions, messages, 'u2', MAX_TURN_VERSIONS - 2)!;
    expect(ids(previous.messages).at(-1)).toBe('a-998');
  });
});
