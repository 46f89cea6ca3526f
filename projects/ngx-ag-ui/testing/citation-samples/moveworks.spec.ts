import { fromMoveworksPlugin } from 'ngx-ag-ui/formats';
import { moveworksSample } from './moveworks';

describe('moveworksSample', () => {
  it('normalises without diagnostics into three record sources with friendly labels', () => {
    const cited = fromMoveworksPlugin(moveworksSample);
    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations.map((c) => [c.index, c.label, c.displayTitle, c.href])).toEqual([
      [1, 'Akiko Tanaka', 'Akiko Tanaka (田中 明子)', null],
      [
        2,
        'Hardware request guide',
        'How to request a new laptop',
        'https://portal.corp.example/it/hardware/request',
      ],
      [
        3,
        'IT catalog',
        'Standard hardware catalog 2025',
        'https://portal.corp.example/it/catalog?year=2025',
      ],
    ]);
    expect(cited.citations[0].extra).toEqual({
      department: 'IT Operations',
      role: 'Hardware approver',
      office: 'Tokyo 🇯🇵',
      email: 'akiko.tanaka@corp.example',
    });
    expect(cited.citations.every((c) => c.spans.length === 0 && c.kind === 'record')).toBe(true);
  });
});
