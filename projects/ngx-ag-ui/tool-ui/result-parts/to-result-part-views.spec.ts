import {
  RESULT_PART_LIMITS,
  hasMediaParts,
  toResultPartViews,
  toResultText,
} from './to-result-part-views';

const png = 'iVBORw0KGgo=';

describe('toResultPartViews', () => {
  it('names unnamed parts with the given labels', () => {
    const labels = {
      audio: 'Tonspur',
      video: 'Film',
      image: 'Bild des Werkzeugs',
      document: 'Dokument',
      unsupportedPart: 'Nicht unterstützt: {type}',
    };
    const { parts } = toResultPartViews(
      [
        { type: 'image', source: { type: 'url', value: 'https://a.example/x.png' } },
        { type: 'audio', source: { type: 'url', value: 'https://a.example/x.mp3' } },
        { type: 'document', source: { type: 'file', value: 'file-1' } },
        { type: 'hologram' },
      ],
      labels,
    );
    expect(
      parts.map((part) => ('alt' in part ? part.alt : 'label' in part ? part.label : '')),
    ).toEqual(['Bild des Werkzeugs', 'Tonspur', 'Dokument', 'Nicht unterstützt: hologram']);
  });

  it('shows a string as one text part, and every part kind of AG-UI 1.1', () => {
    expect(toResultPartViews('3 results').parts).toEqual([
      { kind: 'text', key: 'text', text: '3 results' },
    ]);
    const { parts } = toResultPartViews([
      { type: 'text', text: 'a', id: 'p1' },
      { type: 'image', source: { type: 'data', value: png, mimeType: 'image/png' } },
      {
        type: 'audio',
        source: { type: 'url', value: 'https://example.com/a.mp3' },
        metadata: { title: 'Call' },
      },
      { type: 'video', source: { type: 'file', value: 'file-123', provider: 'openai' } },
      {
        type: 'document',
        source: { type: 'url', value: 'https://example.com/docs/Q3%20report.pdf' },
      },
      { type: 'hologram' },
    ]);
    expect(parts).toEqual([
      { kind: 'text', key: 'id:p1', text: 'a' },
      {
        kind: 'image',
        key: 'at:1',
        src: `data:image/png;base64,${png}`,
        alt: 'Image returned by the tool',
      },
      { kind: 'audio', key: 'at:2', src: 'https://example.com/a.mp3', label: 'Call' },
      // A provider file handle is opaque: named, never fetched.
      { kind: 'video', key: 'at:3', src: null, label: 'Video' },
      {
        kind: 'document',
        key: 'at:4',
        href: 'https://example.com/docs/Q3%20report.pdf',
        label: 'Q3 report.pdf',
      },
      { kind: 'other', key: 'at:5', label: 'Unsupported part: hologram' },
    ]);
  });

  it('takes alt text from metadata: alt, then title, name, filename', () => {
    const image = (metadata: unknown) =>
      toResultPartViews([
        { type: 'image', source: { type: 'url', value: 'https://x.test/i.png' }, metadata },
      ]).parts[0];
    expect(image({ alt: 'A cat', title: 'T' })).toMatchObject({ alt: 'A cat' });
    expect(image({ title: 'T', name: 'N' })).toMatchObject({ alt: 'T' });
    expect(image({ filename: 'cat.png' })).toMatchObject({ alt: 'cat.png' });
    expect(image({ alt: '   ', title: 7 })).toMatchObject({ alt: 'Image returned by the tool' });
    expect(image('not an object')).toMatchObject({ alt: 'Image returned by the tool' });
  });

  it('refuses unsafe sources: other schemes, SVG or non-base64 inline data, oversized inline images', () => {
    const src = (source: unknown) => toResultPartViews([{ type: 'image', source }]).parts[0];
    for (const source of [
      { type: 'url', value: 'javascript:alert(1)' },
      { type: 'url', value: '//evil.example/x.png' },
      { type: 'url', value: 'data:image/png;base64,AAAA' },
      { type: 'data', value: png, mimeType: 'image/svg+xml' },
      { type: 'data', value: '<script>', mimeType: 'image/png' },
      {
        type: 'data',
        value: 'A'.repeat(RESULT_PART_LIMITS.inlineImage + 4),
        mimeType: 'image/png',
      },
      { type: 'data', value: png },
      null,
      'https://example.com/a.png',
    ]) {
      expect(src(source)).toMatchObject({ kind: 'image', src: null });
    }
    expect(
      toResultPartViews([
        {
          type: 'document',
          source: { type: 'data', value: 'JVBERi0=', mimeType: 'application/pdf' },
        },
      ]).parts[0],
    ).toEqual({ kind: 'document', key: 'at:0', href: null, label: 'Document' });
  });

  it('is bounded and skips what is not a part', () => {
    const many = Array.from({ length: RESULT_PART_LIMITS.parts + 7 }, (_, i) => ({
      type: 'text',
      text: `${i}`,
    }));
    expect(toResultPartViews(many)).toMatchObject({ omitted: 7 });
    expect(toResultPartViews(many).parts).toHaveLength(RESULT_PART_LIMITS.parts);
    const long = toResultPartViews([
      { type: 'text', text: 'x'.repeat(RESULT_PART_LIMITS.text + 10) },
    ]).parts[0];
    expect(long).toMatchObject({ kind: 'text' });
    expect(long.kind === 'text' && long.text.length).toBe(RESULT_PART_LIMITS.text + 1);
    const hostile = JSON.parse(
      '[null, 3, [], {"type": 5}, {"__proto__": {"type": "text"}}, {"type": "text"}]',
    );
    expect(toResultPartViews(hostile)).toEqual({ parts: [], omitted: 0 });
    expect(toResultPartViews({ type: 'text', text: 'not a list' })).toEqual({
      parts: [],
      omitted: 0,
    });
  });
});

describe('toResultText and hasMediaParts', () => {
  it('joins the text parts in order, as a string-only consumer reads parts', () => {
    const parts = [
      { type: 'text', text: 'one' },
      { type: 'image', source: { type: 'url', value: 'https://x.test/a.png' } },
      { type: 'text', text: 'two' },
    ];
    expect(toResultText(parts)).toBe('one\ntwo');
    expect(toResultText('plain')).toBe('plain');
    expect(toResultText(undefined)).toBeUndefined();
    expect(hasMediaParts(parts)).toBe(true);
    expect(hasMediaParts([{ type: 'text', text: 'only' }])).toBe(false);
    expect(hasMediaParts('text')).toBe(false);
  });
});
