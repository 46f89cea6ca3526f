import { DEFAULT_AG_UI_CHAT_LABELS as labels } from '../options/chat-labels';
import { toStatusText } from './status-text';

const running = { status: 'running' as const, waiting: false, queued: false, steps: [] };

describe('toStatusText', () => {
  it('says what the run is doing, queued first, then waiting, then its steps', () => {
    expect(toStatusText({ ...running, queued: true, waiting: true }, labels)).toBe(
      labels.statusQueued,
    );
    expect(toStatusText({ ...running, waiting: true }, labels)).toBe(labels.statusWaiting);
    expect(
      toStatusText({ ...running, steps: [{ stepName: 'search' }, { stepName: 'write' }] }, labels),
    ).toBe('The agent is working (search, write)…');
    expect(toStatusText(running, labels)).toBe(labels.statusRunning);
  });

  it('names each outcome', () => {
    const outcome = (status: 'idle' | 'success' | 'cancelled' | 'error' | 'interrupted') =>
      toStatusText({ ...running, status }, labels);
    expect(outcome('idle')).toBe('Ready.');
    expect(outcome('success')).toBe('Answer complete.');
    expect(outcome('cancelled')).toBe(labels.statusStopped);
    expect(outcome('error')).toBe('The run failed.');
    expect(outcome('interrupted')).toBe('The agent is waiting for input.');
  });
});
