import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, signIn, pageAs, atDeskAndPhone } from './support';

// Bid deadlines: inquiry 110 of the seed closed for bids yesterday with the demo carrier's
// bid waiting. The carrier finds it closed; the importer reads that bidding closed and reopens it
// with a new deadline; the carrier then sees the deadline counting down on the list and on the page,
// and may bid again. At a desk and on a phone, with axe on each page.

const CLOSED = { id: 110, code: 'INQ-24110' };

atDeskAndPhone((viewport) => {
  test('a closed inquiry is reopened by its importer with a new deadline, and the carrier sees it count down', async ({
    page,
    browser,
  }) => {
    const carrier = await pageAs(browser, 'LOGISTIC', { viewport });
    await carrier.goto(`/inquiry/inquiry-details/${CLOSED.id}`);
    const bar = carrier.getByRole('region', { name: 'Bu sorğuya təklif' });
    await expect(bar.getByTestId('deadline')).toHaveText(
      /^Təkliflərin qəbulu bağlanıb: \d\d-\d\d-\d{4} \d\d:\d\d$/,
    );
    await expect(bar.getByText('Bu sorğu artıq təklif qəbul etmir.')).toBeVisible();
    await expectNoSidewaysScroll(carrier);
    await expectAccessible(carrier);

    await signIn(page, 'IMPORTER');
    await page.goto(`/details/${CLOSED.id}`);
    const card = page.getByRole('region', { name: 'Təkliflərin son tarixi' });
    await expect(
      card.getByText(/^Təkliflərin qəbulu bağlanıb\. \d+ təklif baxılmağı gözləyir\.$/),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'Təkliflərə bax' })).toHaveAttribute(
      'href',
      `/all-bids/${CLOSED.id}`,
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Yeni son tarixlə yenidən aç' }).click();
    const dialog = page.getByRole('dialog', { name: 'Təkliflərin son tarixi' });
    // Two days ahead at 18:00, before the pick-up day.
    await dialog
      .getByLabel('Təkliflərin son tarixi')
      .fill(`${format(addDays(new Date(), 2), 'yyyy-MM-dd')}T18:00`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(page.getByText('Son tarix yeniləndi')).toBeVisible();
    await expect(card.getByTestId('deadline')).toHaveText(/^Təkliflər [12] g \d\d s sonra bağlanır/);

    await carrier.goto(`/inquiry?search=${CLOSED.code}`);
    const entry = carrier
      .getByTestId(viewport.width > 700 ? 'inquiry-row' : 'inquiry-card')
      .filter({ hasText: CLOSED.code });
    await expect(entry.getByTestId('deadline')).toHaveText(/^[12] g \d\d s qalıb$/);
    await expectNoSidewaysScroll(carrier);
    await expectAccessible(carrier);
    await carrier.goto(`/inquiry/inquiry-details/${CLOSED.id}`);
    await expect(bar.getByTestId('deadline')).toHaveText(/^Təkliflər [12] g \d\d s sonra bağlanır/);
    await expect(bar.getByRole('button', { name: 'Təklif ver' })).toBeVisible();
    await carrier.context().close();
  });
});
