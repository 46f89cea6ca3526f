import { DOCUMENT } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { DEFAULT_SETTINGS, DemoSettings } from './demo-settings';

const KEY = 'ngx-ag-ui-demo.settings';

describe('DemoSettings', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults and sends only the delivery to the agent', () => {
    const settings = TestBed.inject(DemoSettings);
    expect(settings.value()).toEqual(DEFAULT_SETTINGS);
    expect(settings.forwardedProps()).toEqual({ citationDelivery: 'auto' });
    expect(settings.isCustomAgent()).toBe(false);
  });

  it('maps the failure and pace settings onto forwardedProps', () => {
    const settings = TestBed.inject(DemoSettings);
    settings.update({ chaos: 'run-error', pace: 'slow', delivery: 'metadata' });
    expect(settings.forwardedProps()).toEqual({
      chaos: 'run-error',
      paceMs: 150,
      citationDelivery: 'metadata',
    });
  });

  it('remembers the settings in localStorage and reads them back', async () => {
    TestBed.inject(DemoSettings).update({
      agentUrl: ' http://127.0.0.1:9000/agent ',
      marker: 'domain',
    });
    TestBed.tick();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({
      agentUrl: 'http://127.0.0.1:9000/agent',
      marker: 'domain',
    });

    TestBed.resetTestingModule();
    const reloaded = TestBed.inject(DemoSettings);
    expect(reloaded.agentUrl()).toBe('http://127.0.0.1:9000/agent');
    expect(reloaded.isCustomAgent()).toBe(true);
    expect(reloaded.value().marker).toBe('domain');
  });

  it('replaces unknown stored values and corrupt JSON by the defaults', () => {
    localStorage.setItem(KEY, JSON.stringify({ chaos: 'meteor', pace: 'slow', agentUrl: 42 }));
    expect(TestBed.inject(DemoSettings).value()).toEqual({ ...DEFAULT_SETTINGS, pace: 'slow' });
    TestBed.resetTestingModule();
    localStorage.setItem(KEY, '{not json');
    expect(TestBed.inject(DemoSettings).value()).toEqual(DEFAULT_SETTINGS);
  });

  it('treats a blank agent URL as the bundled agent and reset restores the defaults', () => {
    const settings = TestBed.inject(DemoSettings);
    settings.update({ agentUrl: '   ', chaos: 'cut-stream' });
    expect(settings.agentUrl()).toBe('/api/agent');
    settings.reset();
    expect(settings.value()).toEqual(DEFAULT_SETTINGS);
  });

  it('works without any storage, as on a server', () => {
    const serverDocument = document.implementation.createHTMLDocument('server');
    TestBed.configureTestingModule({
      providers: [{ provide: DOCUMENT, useValue: serverDocument }],
    });
    const settings = TestBed.inject(DemoSettings);
    settings.update({ pace: 'fast' });
    TestBed.tick();
    expect(settings.value().pace).toBe('fast');
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
