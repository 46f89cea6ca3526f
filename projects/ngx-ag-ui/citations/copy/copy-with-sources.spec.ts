import { TestBed } from '@angular/core/testing';

import { sampleCitedText } from '../citation-fixtures.test-helpers';
import { provideCitationOptions } from '../options/citation-options';
import { CopyWithSources } from './copy-with-sources';
import { toCopyText } from './to-copy-text';

describe('CopyWithSources', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  function stubClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  }

  async function render() {
    TestBed.configureTestingModule({
      providers: [provideCitationOptions({ labels: { copied: 'Kopiert' } })],
    });
    const fixture = TestBed.createComponent(CopyWithSources);
    fixture.componentRef.setInput('cited', sampleCitedText());
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    const emitted: string[] = [];
    fixture.componentInstance.copied.subscribe((text) => emitted.push(text));
    return {
      fixture,
      root,
      emitted,
      button: root.querySelector('button')!,
      status: root.querySelector('[role="status"]')!,
    };
  }

  it('copies the text with sources and announces it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const { fixture, button, status, emitted } = await render();
    expect(button.textContent!.trim()).toBe('Copy with sources');
    expect(status.textContent!.trim()).toBe('');
    await fixture.componentInstance.copy();
    await fixture.whenStable();
    expect(writeText).toHaveBeenCalledWith(toCopyText(sampleCitedText()));
    expect(status.textContent!.trim()).toBe('Kopiert');
    expect(emitted).toEqual([toCopyText(sampleCitedText())]);
  });

  it('announces a failure when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const { fixture, status, emitted } = await render();
    await fixture.componentInstance.copy();
    await fixture.whenStable();
    expect(status.textContent!.trim()).toBe('Copy failed');
    expect(emitted).toEqual([]);
  });

  it('announces a failure when there is no clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const { fixture, status, button } = await render();
    button.click();
    await fixture.whenStable();
    expect(status.textContent!.trim()).toBe('Copy failed');
  });
});
