import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseRecording } from '../recording/recording-jsonl';
import { toReplaySpec } from './to-replay-spec';

// The spec in fixtures/ was written by `npm run replay -- <capture of the demo agent> --spec …`
// and runs with the other specs: it must stay what toReplaySpec writes, so that it proves that
// a written spec passes as written.
const fixtures = join(__dirname, 'fixtures');

describe('toReplaySpec', () => {
  it('writes the committed demo replay spec, byte for byte', () => {
    const { recording } = parseRecording(
      readFileSync(join(fixtures, 'demo-research-run.jsonl'), 'utf8'),
    );
    expect(toReplaySpec(recording, { fixture: 'demo-research-run.jsonl' })).toBe(
      readFileSync(join(fixtures, 'demo-research-run.spec.ts'), 'utf8'),
    );
  });

  it('quotes the fixture and the title as TypeScript strings', () => {
    const { recording } = parseRecording('{"type":"RUN_STARTED","threadId":"t","runId":"r"}');
    const spec = toReplaySpec(recording, { fixture: "it's.jsonl", title: 'a\\b\nc' });
    expect(spec).toContain(`join(__dirname, 'it\\'s.jsonl')`);
    expect(spec).toContain(`describe('a\\\\b\\nc', () => {`);
  });
});
