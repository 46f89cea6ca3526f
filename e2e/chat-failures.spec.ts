import { expect, type Page, test } from '@playwright/test';

import {
  answers,
  ask,
  askAndWait,
  chooseSetting,
  FETCH_ANSWER,
  runStatus,
  sourceLinks,
  textWithMarkers,
} from './support/chat';

/** Every failure journey starts from a finished, cited answer that must survive the failure. */
async function startConversation(page: Page): Promise<void> {
  await page.goto('/');
  await askAndWait(page, 'How do I cancel a fetch request?');
}

async function expectEarlierAnswerKept(page: Page): Promise<void> {
  expect(await textWithMarkers(answers(page).first().locator('agui-markdown'))).toBe(FETCH_ANSWER);
  await expect(sourceLinks(answers(page).first())).toHaveCount(3);
}

test('a RUN_ERROR chosen in the settings shows the typed error and keeps the conversation', async ({
  page,
}) => {
  await startConversation(page);
  await chooseSetting(page, 'Failure to simulate', 'Run error');
  await ask(page, 'What is INP?');

  await expect(runStatus(page)).toHaveText('The run failed.');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'The agent reported a failed run (RUN_ERROR)' }),
  ).toBeVisible();
  await expect(alert).toContainText(
    'The research agent failed halfway through its answer (simulated run error).',
  );
  await expect(alert).toContainText('DEMO_RUN_ERROR');
  // The partial answer stays, and so does the earlier conversation.
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).last()).toContainText('Interaction to Next Paint');
  await expect(answers(page).last()).toContainText('Incomplete: the run failed.');
  await expectEarlierAnswerKept(page);

  // The UI stays usable: the next question (failure turned off) answers normally.
  await chooseSetting(page, 'Failure to simulate', 'None');
  await ask(page, 'What is INP?');
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(alert).toBeEmpty();
});

test('a cut stream fails the run and keeps the conversation', async ({ page }) => {
  await startConversation(page);
  await ask(page, 'Simulate a cut stream');

  await expect(runStatus(page)).toHaveText('The run failed.');
  // Through the dev-server proxy the cut is a dropped connection; straight from the agent, a
  // truncated body. Either way the demo says the answer is incomplete.
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText(
    /^(The connection to the agent was lost|The stream was cut before the run ended)$/,
  );
  await expect(alert).toContainText('The stream was cut mid-answer');
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).last()).toContainText('The fetch function');
  await expectEarlierAnswerKept(page);
});

test('a failing STATE_DELTA becomes a warning while the answer completes', async ({ page }) => {
  await startConversation(page);
  await ask(page, 'Simulate a bad patch');

  await expect(runStatus(page)).toHaveText('Answer complete.');
  const warnings = page.getByRole('region', { name: /Warnings/ });
  await expect(warnings.getByRole('heading')).toHaveText('Warnings in this conversation (1)');
  await expect(warnings.getByRole('listitem')).toHaveText([
    /state-patch-failed.*\/research\/confidence/,
  ]);
  await expect(page.getByText('possibly diverged')).toBeVisible();
  await expect(page.getByRole('alert')).toBeEmpty();
  await expect(answers(page)).toHaveCount(2);
  await expect(sourceLinks(answers(page).last())).toHaveCount(3);
  await expectEarlierAnswerKept(page);
});

test('a slow first byte shows that the demo waits for the agent, then the answer', async ({
  page,
}) => {
  await startConversation(page);
  await ask(page, 'Simulate a slow start');

  await expect(runStatus(page)).toHaveText('Waiting for the agent to answer…');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page)).toHaveCount(2);
  await expectEarlierAnswerKept(page);
});
