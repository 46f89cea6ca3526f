import { truncatedError, truncationAtEnd } from './truncated-error';

describe('truncationAtEnd', () => {
  it('says nothing was cut short when no run is open and none was missing', () => {
    expect(truncationAtEnd({ runOpen: false, runMissing: false })).toBeNull();
  });

  it('reports a run still open with the "before the run finished" message', () => {
    expect(truncationAtEnd({ runOpen: true, runMissing: false })).toEqual({
      kind: 'truncated',
      message: 'The stream ended before the run finished (no RUN_FINISHED or RUN_ERROR)',
    });
  });

  it('reports a missing run with the "before any run started" message', () => {
    expect(truncationAtEnd({ runOpen: false, runMissing: true })).toEqual({
      kind: 'truncated',
      message: 'The stream ended before any run started.',
    });
  });

  it('builds its error with truncatedError, so every caller shares one message', () => {
    expect(truncationAtEnd({ runOpen: true, runMissing: true })).toEqual(truncatedError(true));
  });
});
