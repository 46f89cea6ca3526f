import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/chat';

// Tool calls and activities shown by their registered renderers (a component for
// lookup_docs and for search activities, a template for the convert_units browser tool), fed by
// the components page's scripted agent at a token's pace.

test('renderers show a call while its arguments stream, then its result, and pass axe', async ({
  page,
}) => {
  await page.goto('/components');
  const section = page.getByRole('region', {
    name: 'Tool calls and activities with their renderers',
  });
  await section.getByRole('button', { name: 'Play the agent’s tool calls' }).click();

  const lookup = section.getByRole('region', { name: /Looking up|Looked up/ });
  await expect(section.getByRole('status')).toContainText('Search: 0 of 3 pages');
  // While the arguments stream, the component renderer shows the partial query.
  await expect(lookup.getByRole('heading')).toHaveText(/^Looking up “(s|si|sig|sign|signa|signal)/);
  await expect(lookup).toHaveAttribute('aria-busy', 'true');
  await expect(section.getByRole('status')).toContainText('Search: 3 of 3 pages');
  await expect(lookup.getByRole('heading')).toHaveText('Looked up “signals”');
  await expect(lookup).toContainText('3 pages about signals');

  // The template renderer follows the browser tool from its arguments to its result; the tool
  // asks first, and the person approves it with edited arguments.
  await expect(section.getByText('Convert 42 km: awaiting-approval')).toBeVisible();
  const approval = section.getByRole('group', { name: 'The agent wants to run convert_units' });
  await expect(approval).toBeVisible();
  await expectNoAxeViolations(page);
  await approval.getByRole('button', { name: 'Edit arguments' }).click();
  await approval.getByRole('textbox', { name: 'Arguments (JSON)' }).fill('{"km": 10}');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(section.getByText('Convert 42 km: done, 6.2 mi')).toBeVisible();
  await expect(section.getByText('Run status: success')).toBeVisible();
  await expect(approval).toHaveCount(0);
  await expectNoAxeViolations(page);
});
