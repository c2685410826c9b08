import { expect, test } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, signIn, atDeskAndPhone } from './support';

// One currency to compare: inquiry 110 of the seed has two pending bids, Xəzər Logistika's
// 1 680 USD in 9 days and Silk Way Cargo's 1 855 EUR in 11, the latter itemised. The importer compares
// them in manats at the day's rates, orders them by price, sees the cheapest and the fastest marked,
// and opens Silk Way's bid to read its lines. At a desk and on a phone, with axe on the page.

const INQUIRY = 110;
/** Figures group thousands with a no-break space; compare them with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

atDeskAndPhone(() => {
  test('an importer compares bids in manats, orders them by price and reads the cheapest and the fastest', async ({
    page,
  }) => {
    await signIn(page, 'IMPORTER');
    await page.goto(`/all-bids/${INQUIRY}`);
    const rows = page.getByTestId('bid-row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('converted-price')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Müqayisə valyutası' }).selectOption({ label: 'AZN' });
    await page.getByRole('combobox', { name: 'Sıralama' }).selectOption({ label: 'Qiymət: ucuzdan bahaya' });
    await expect(page).toHaveURL(/[?&]currency=AZN/);
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page.getByText(/^\d\d-\d\d-\d{4} tarixli məzənnələrlə$/)).toBeVisible();

    const xezer = rows.filter({ hasText: 'Xəzər Logistika' });
    const silk = rows.filter({ hasText: 'Silk Way Cargo' });
    await expect
      .poll(async () => plain(await xezer.getByTestId('converted-price').textContent()))
      .toBe('≈ 2 856,00 AZN');
    expect(plain(await silk.getByTestId('converted-price').textContent())).toBe('≈ 3 666,86 AZN');
    await expect(rows.first()).toContainText('Xəzər Logistika');
    await expect(xezer.getByText('Ən sərfəli')).toBeVisible();
    await expect(xezer.getByText('Ən sürətli')).toBeVisible();
    await expect(silk.getByText('Ən sərfəli')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await silk.getByRole('button', { name: 'Təklifi cavabla' }).click();
    const details = page.getByRole('dialog', { name: 'Təfərrüatlar' });
    await expect(details.getByTestId('bid-breakdown').getByRole('listitem')).toHaveCount(3);
    await expect(details.getByText('11 gün')).toBeVisible();
    await expectAccessible(page);
  });
});
