/**
 * `npm run replay -- <file>`: replays a recording through the reducer, as the store runs it, and
 * prints the thread it ends with. The file is a `.jsonl` exported by the devtools panel, a
 * `.jsonl` of bare AG-UI events, or an SSE capture (`curl -N` output, a HAR's response text).
 *
 * Usage: tsx scripts/replay.ts <file> [--spec <out.spec.ts>] [--fixture <out.jsonl>]
 *                                     [--agent <id>] [--json]
 *   --spec     also writes a Jest spec that replays the recording through a store fed by a
 *              ScriptedAgent and asserts the thread, next to its fixture (`--fixture`, by default
 *              the spec's name with `.jsonl`; written as a recording, whatever the input was,
 *              with the replay's final thread as the expected one when the file has none)
 *   --json     prints the final thread's messages, state and status as JSON instead of a summary
 * Exits 1 when the file cannot be read or holds no event; lines that are not events are listed
 * on stderr and skipped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

import type { AgentThread } from 'ngx-ag-ui/core/runtime';

import { parseRecording, toJsonl } from '../projects/ngx-ag-ui/devtools/recording/recording-jsonl';
import { replayRecording } from '../projects/ngx-ag-ui/devtools/replay/replay-recording';
import { toReplaySpec } from '../projects/ngx-ag-ui/devtools/replay/to-replay-spec';
import { withOutcome } from '../projects/ngx-ag-ui/devtools/replay/with-outcome';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    spec: { type: 'string' },
    fixture: { type: 'string' },
    agent: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const file = positionals[0];
if (!file) {
  console.error('Usage: npm run replay -- <run.jsonl | capture.sse> [--spec out.spec.ts] [--json]');
  process.exit(1);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}

const { recording, problems } = parseRecording(text, values.agent);
for (const problem of problems) console.error(`${file}: ${problem}`);
if (!recording.events.length) {
  console.error(`${file}: no AG-UI event found.`);
  process.exit(1);
}

const thread = replayRecording(recording);
if (values.json) {
  const { messages, state, status } = thread;
  console.log(JSON.stringify({ messages, state, status }, null, 2));
} else console.log(summary(thread));

if (recording.outcome) {
  const same =
    JSON.stringify(pick(thread)) === JSON.stringify(pick({ ...thread, ...recording.outcome }));
  console.log(same ? 'Same as recorded: yes' : 'Same as recorded: NO (the replay differs)');
}

if (values.spec) {
  const fixture =
    values.fixture ?? join(dirname(values.spec), `${basename(values.spec, '.spec.ts')}.jsonl`);
  const expected = withOutcome(recording);
  writeFileSync(fixture, toJsonl(expected));
  writeFileSync(values.spec, toReplaySpec(expected, { fixture: basename(fixture) }));
  console.log(`Wrote ${values.spec} and ${fixture}`);
}

function pick({ messages, state, status }: AgentThread): unknown {
  return { messages, state, status };
}

function summary(thread: AgentThread): string {
  const lines = [
    `Agent:    ${recording.agentId}`,
    `Events:   ${recording.events.length}${recording.end ? ` (ended: ${recording.end.kind})` : ''}`,
    `Status:   ${thread.status}${thread.error ? ` (${thread.error.kind}: ${thread.error.message})` : ''}`,
    `Messages: ${thread.messages.length}`,
  ];
  for (const message of thread.messages) {
    const content =
      typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? '');
    const cited = message.citations?.length ? ` [${message.citations.length} citations]` : '';
    lines.push(
      `  ${message.role.padEnd(9)} ${message.id}: ${content.replace(/\s+/g, ' ').slice(0, 80)}${cited}`,
    );
  }
  lines.push(`State:    ${JSON.stringify(thread.state).slice(0, 200)}`);
  for (const warning of thread.warnings)
    lines.push(`Warning:  ${warning.kind}: ${warning.message}`);
  return lines.join('\n');
}
