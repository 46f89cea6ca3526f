import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseRecording } from '../recording/recording-jsonl';
import { toReplaySpec } from './to-replay-spec';

// The specs in fixtures/ run with the other specs, as written: demo-research-run was written by
// `npm run replay -- <SSE capture of the demo agent> --spec …`, agent-default-run-1 is what the
// panel exported in the demo (e2e/devtools.spec.ts with AGUI_DEVTOOLS_EXPORT_DIR set). They must
// stay what toReplaySpec writes, so that they prove that a written spec passes as written.
const fixtures = join(__dirname, 'fixtures');

describe('toReplaySpec', () => {
  it.each(['demo-research-run', 'agent-default-run-1'])(
    'writes the committed spec %s, byte for byte',
    (name) => {
      const fixture = `${name}.jsonl`;
      const { recording } = parseRecording(readFileSync(join(fixtures, fixture), 'utf8'));
      expect(toReplaySpec(recording, { fixture })).toBe(
        readFileSync(join(fixtures, `${name}.spec.ts`), 'utf8'),
      );
    },
  );

  it('quotes the fixture and the title as TypeScript strings', () => {
    const { recording } = parseRecording('{"type":"RUN_STARTED","threadId":"t","runId":"r"}');
    const spec = toReplaySpec(recording, { fixture: "it's.jsonl", title: 'a\\b\nc' });
    expect(spec).toContain(`join(__dirname, 'it\\'s.jsonl')`);
    expect(spec).toContain(`describe('a\\\\b\\nc', () => {`);
  });
});
