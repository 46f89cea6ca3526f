import { aCitation, HREF_CASES, sampleCitedText } from '../citation-fixtures.test-helpers';
import { toLinkSafeCitation } from './to-link-safe-citation';

describe('toLinkSafeCitation', () => {
  it.each(HREF_CASES)(
    'keeps a href of $href only as an absolute http(s) URL',
    ({ href, bound }) => {
      const citation = aCitation({ id: 'h', index: 1, title: 'Hand-built', href });
      expect(toLinkSafeCitation(citation)).toEqual({ ...citation, href: bound });
    },
  );

  it('returns the same citation when its href is already safe or absent', () => {
    for (const citation of sampleCitedText().citations) {
      expect(toLinkSafeCitation(citation)).toBe(citation);
    }
  });
});
