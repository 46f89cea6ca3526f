import { acceptsAttachments } from './accepts-attachments';

describe('acceptsAttachments', () => {
  it('offers attachments while the capabilities are unknown', () => {
    expect(acceptsAttachments(undefined)).toBe(true);
  });

  it('offers them when the agent says nothing about its input (undeclared is not unsupported)', () => {
    expect(acceptsAttachments({})).toBe(true);
    expect(acceptsAttachments({ identity: { name: 'Researcher' } })).toBe(true);
    expect(acceptsAttachments({ multimodal: {} })).toBe(true);
    expect(acceptsAttachments({ multimodal: { input: {} } })).toBe(true);
    expect(acceptsAttachments({ multimodal: { output: { image: true } } })).toBe(true);
  });

  it('offers them when any input modality is declared', () => {
    expect(acceptsAttachments({ multimodal: { input: { image: true } } })).toBe(true);
    expect(acceptsAttachments({ multimodal: { input: { image: false, pdf: true } } })).toBe(true);
    expect(acceptsAttachments({ multimodal: { input: { file: true, audio: false } } })).toBe(true);
  });

  it('hides them when the agent declares its input modalities unsupported and none supported', () => {
    expect(acceptsAttachments({ multimodal: { input: { image: false } } })).toBe(false);
    expect(
      acceptsAttachments({
        multimodal: {
          input: { image: false, audio: false, video: false, pdf: false, file: false },
        },
      }),
    ).toBe(false);
  });
});
