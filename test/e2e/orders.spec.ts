/** Another suite app (the host's /orders) embeds users/UserCard for a partyId. */
import { KNOWN_PERSON, e2eUrls, expect, expectNoSeriousA11yViolations, loginThroughHost, test } from './fixtures';

test('the embedded user card shows the name of the partyId', async ({ page }) => {
  const { host } = e2eUrls();
  await loginThroughHost(page, 'admin', '/orders');
  await page.getByLabel('Party ID').fill(KNOWN_PERSON.partyId);
  await page.getByRole('button', { name: 'Show user' }).click();
  await expect(page).toHaveURL(`${host}/orders?partyId=${KNOWN_PERSON.partyId}`);
  const card = page.getByRole('region', { name: `User ${KNOWN_PERSON.partyId}` });
  await expect(card.getByText(`${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the orders page with the user card');
});
