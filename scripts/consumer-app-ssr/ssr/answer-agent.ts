// The agent of the server-rendered page: a ScriptedAgent answering with a cited text. The
// citations come in agent state (`state.citations[messageId]`), the markers are footnotes.
import { isPlatformServer } from '@angular/common';
import { inject, PLATFORM_ID } from '@angular/core';
import type { BaseEvent } from '@ag-ui/core';
import { EventType } from '@ag-ui/core';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

export const ANSWER_ID = 'answer-1';
export const ANSWER_TEXT =
  'Espresso is brewed by forcing hot water through finely ground coffee[^sca]. ' +
  'A single shot is about 30 ml[^guide], pulled in 25 to 30 seconds[^sca].';

const CITATIONS = [
  {
    id: 'sca',
    title: 'Espresso brewing standards',
    url: 'https://coffee.example/standards/espresso',
    snippet: 'Hot water at 9 bar through 7 to 9 g of finely ground coffee.',
  },
  {
    id: 'guide',
    title: 'A barista guide to shot sizes',
    url: 'https://barista.example/guide/shots',
    snippet: 'A single shot is about 30 ml.',
  },
];

/**
 * On the server the run is paced (a timer per chunk), so the HTML is only complete if rendering
 * waits for it: the store holds a PendingTasks task while a run streams. In the browser the same
 * script replays at once, so the first client render matches the server's HTML (hydration).
 */
export function answerAgent(): ScriptedAgent {
  const onServer = isPlatformServer(inject(PLATFORM_ID));
  return new ScriptedAgent((input) => {
    const [started, ...answer] = textAnswer(input, ANSWER_TEXT, {
      messageId: ANSWER_ID,
      deltas: 4,
    });
    const state: BaseEvent = {
      type: EventType.STATE_SNAPSHOT,
      snapshot: { citations: { [ANSWER_ID]: CITATIONS } },
    } as BaseEvent;
    return { events: [started, state, ...answer], delayMs: onServer ? 20 : 0 };
  });
}
