import { AG_UI_PROTOCOL_VERSION, isNewerProtocol } from './protocol-version';

describe('isNewerProtocol', () => {
  it('compares MAJOR.MINOR numerically, component by component', () => {
    expect(AG_UI_PROTOCOL_VERSION).toBe('1.1');
    expect(isNewerProtocol('1.10')).toBe(true);
    expect(isNewerProtocol('1.2')).toBe(true);
    expect(isNewerProtocol('2.0')).toBe(true);
    expect(isNewerProtocol('1.1')).toBe(false);
    expect(isNewerProtocol('1.0')).toBe(false);
    expect(isNewerProtocol('0.99')).toBe(false);
    expect(isNewerProtocol('1.9')).toBe(true);
    expect(isNewerProtocol('0.10')).toBe(false);
  });

  it('counts a declaration it cannot read as newer', () => {
    for (const odd of ['', '1', '1.1.0', 'v1.1', '1.x', ' 1.1', '9'.repeat(20) + '.1']) {
      expect(isNewerProtocol(odd)).toBe(true);
    }
  });
});
