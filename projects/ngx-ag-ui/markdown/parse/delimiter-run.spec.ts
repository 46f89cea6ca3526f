import { canOpenRun } from './delimiter-run';

describe('canOpenRun', () => {
  it('follows micromark: left-flanking runs open, `_` not inside a word', () => {
    expect(canOpenRun('a *b', 2)).toBe(true);
    expect(canOpenRun('2 * 3', 2)).toBe(false);
    expect(canOpenRun('a*b', 1)).toBe(true);
    expect(canOpenRun('snake_case', 5)).toBe(false);
    expect(canOpenRun('a _b', 2)).toBe(true);
    expect(canOpenRun('a **"b', 3)).toBe(true);
    expect(canOpenRun('a**"b', 2)).toBe(false);
    expect(canOpenRun('a*~b~', 1)).toBe(true);
    expect(canOpenRun('a ~~b', 2)).toBe(true);
    expect(canOpenRun('a~~ b', 1)).toBe(false);
    expect(canOpenRun('🙂*b', 2)).toBe(true);
  });
});
