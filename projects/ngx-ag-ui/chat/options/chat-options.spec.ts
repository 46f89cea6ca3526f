import { TestBed } from '@angular/core/testing';

import { DEFAULT_AG_UI_CHAT_LABELS } from './chat-labels';
import {
  AG_UI_CHAT_OPTIONS,
  DEFAULT_AG_UI_CHAT_OPTIONS,
  provideChatOptions,
  toChatOptions,
} from './chat-options';

describe('provideChatOptions', () => {
  it('merges options and labels over the defaults', () => {
    TestBed.configureTestingModule({
      providers: [provideChatOptions({ queueWhileRunning: true, labels: { send: 'Senden' } })],
    });
    const options = TestBed.inject(AG_UI_CHAT_OPTIONS);
    expect(options.queueWhileRunning).toBe(true);
    expect(options.editLastMessage).toBe(true);
    expect(options.labels.send).toBe('Senden');
    expect(options.labels.stop).toBe(DEFAULT_AG_UI_CHAT_LABELS.stop);
  });

  it('gives the defaults without a provider', () => {
    expect(TestBed.inject(AG_UI_CHAT_OPTIONS)).toBe(DEFAULT_AG_UI_CHAT_OPTIONS);
  });

  it('keeps a default when an option is undefined', () => {
    const options = toChatOptions({ followThreshold: undefined, labels: { retry: undefined } });
    expect(options.followThreshold).toBe(48);
    expect(options.labels.retry).toBe('Retry');
  });

  it('merges error titles one by one', () => {
    const options = toChatOptions({ labels: { errorTitles: { network: 'Offline' } } });
    expect(options.labels.errorTitles.network).toBe('Offline');
    expect(options.labels.errorTitles.http).toBe(DEFAULT_AG_UI_CHAT_LABELS.errorTitles.http);
  });
});
