import { failed, inRun, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

/** Vectors of docs/spec/1.1/basic/versioning.mdx. */
export const VERSIONING_VECTORS: readonly SpecVector[] = [
  {
    name: 'a newer minor from the producer: proceed, warn once',
    spec: 'basic/versioning.mdx#version-negotiation',
    rule: 'A consumer meeting a newer producer declaration proceeds under the processing model and SHOULD warn.',
    events: [
      runStarted('r1', { protocolVersion: '1.2' }),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      runFinished(),
    ],
    expect: { status: 'success', error: null, warnings: ['newer-protocol'] },
  },
  {
    name: 'versions compare numerically: 1.10 is newer than 1.9',
    spec: 'basic/versioning.mdx#version-negotiation',
    rule: 'compared numerically component by component (so `1.10` is newer than `1.9`).',
    events: [runStarted('r1', { protocolVersion: '1.10' }), runFinished()],
    expect: { status: 'success', error: null, warnings: ['newer-protocol'] },
  },
  {
    name: 'an unreadable declaration is handled like a newer one',
    spec: 'basic/versioning.mdx#version-negotiation',
    rule: 'A declaration a party cannot interpret is handled like a newer one: proceed, and SHOULD warn.',
    events: [runStarted('r1', { protocolVersion: 'v-next' }), runFinished()],
    expect: { status: 'success', error: null, warnings: ['newer-protocol'] },
  },
  {
    name: 'an absent declaration is a pre-versioning peer: no warning',
    spec: 'basic/versioning.mdx#version-negotiation',
    rule: 'Both fields are optional in the schema because absence means something: a peer from before the protocol carried a version.',
    events: inRun(),
    expect: succeeded(),
  },
  {
    name: 'our own and older versions are not warned about',
    spec: 'basic/versioning.mdx#version-negotiation',
    rule: 'A producer declares the version *it* speaks on `RUN_STARTED.protocolVersion`',
    events: [
      runStarted('r1', { protocolVersion: '1.1' }),
      runFinished(),
      runStarted('r2', { protocolVersion: '1.0' }),
      runFinished('r2'),
    ],
    expect: succeeded(),
  },
  {
    name: 'each run of a stream declares its own version, and each newer one warns once',
    spec: 'basic/versioning.mdx#version-negotiation',
    rule: "On a stream carrying several runs each run's `RUN_STARTED` declares its own run",
    events: [
      runStarted('r1', { protocolVersion: '2.0' }),
      runFinished(),
      runStarted('r2', { protocolVersion: '1.0' }),
      runFinished('r2'),
      runStarted('r3', { protocolVersion: '1.3' }),
      runFinished('r3'),
    ],
    expect: { status: 'success', error: null, warnings: ['newer-protocol', 'newer-protocol'] },
  },
  {
    name: 'a protocolVersion that is not a string is malformed',
    spec: 'basic/versioning.mdx#version-negotiation',
    rule: 'The value is a version identifier this specification publishes',
    events: [runStarted('r1', { protocolVersion: 1.1 })],
    expect: failed('malformed-event'),
  },
  {
    name: 'a retired THINKING stream is translated into reasoning, not dropped',
    spec: 'basic/versioning.mdx#retired-shapes',
    rule: 'A consumer SHOULD translate a retired shape into its replacement rather than drop it.',
    events: inRun(
      { type: 'THINKING_START' },
      { type: 'THINKING_TEXT_MESSAGE_START' },
      { type: 'THINKING_TEXT_MESSAGE_CONTENT', delta: 'Checking the dates.' },
      { type: 'THINKING_TEXT_MESSAGE_END' },
      { type: 'THINKING_END' },
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['other'],
      messages: [{ id: 'r1-thinking-2', role: 'reasoning', content: 'Checking the dates.' }],
    },
  },
];
