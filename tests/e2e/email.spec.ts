import { expect, type Page, test } from './fixtures';
import { expectAccessible, resetDemoData, signIn, pageAs } from './support';

// The mail journey: an importer writes to the carrier of one of its bids; the carrier sees it
// unread, replies; the importer sees the reply. A message whose HTML carries an image with an error
// handler and a javascript: link runs nothing.

const choose = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: new RegExp(option) }).click();
};

test.beforeEach(async ({ page }) => resetDemoData(page));

test('an importer and a carrier write to each other, and a hostile body runs nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'IMPORTER');
  await page.goto('/email');
  await expect(page).toHaveURL(/\/email\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-poçt' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Yeni məktub' }).click();
  await choose(page, 'Kimə', 'Xəzər Logistika MMC');
  await page.getByLabel('Mövzu', { exact: true }).fill('Yükləmə vaxtı, INQ-24102');
  await page
    .getByLabel('Məktubun mətni', { exact: true })
    .fill('Salam!\n\nYük bazar ertəsi saat 09:00-da hazır olacaq.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Göndər' }).click();
  await expect(page).toHaveURL(/\/email\/sent/);
  await expect(page.getByText('Yükləmə vaxtı, INQ-24102').first()).toBeVisible();

  // The carrier: unread in the inbox (and counted in the sidebar), opened, answered.
  const carrier = await pageAs(browser, 'LOGISTIC');
  await expect(carrier.getByRole('link', { name: /^E-poçt.*oxunmamış/ })).toBeVisible();
  await carrier.goto('/email/inbox');
  const row = carrier.getByRole('link', { name: /Yükləmə vaxtı, INQ-24102/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Oxunmamış');
  await row.click();
  await expect(carrier.getByRole('heading', { level: 1, name: 'Yükləmə vaxtı, INQ-24102' })).toBeVisible();
  await expect(carrier.getByText('Yük bazar ertəsi saat 09:00-da hazır olacaq.')).toBeVisible();
  await expectAccessible(carrier);
  await carrier.getByRole('link', { name: 'Cavabla' }).click();
  await expect(carrier.getByLabel('Mövzu', { exact: true })).toHaveValue('Re: Yükləmə vaxtı, INQ-24102');
  await carrier
    .getByLabel('Məktubun mətni', { exact: true })
    .fill('Təsdiqləyirik, maşın 08:30-da darvazada olacaq.');
  await carrier.getByRole('button', { name: 'Göndər' }).click();
  await expect(carrier).toHaveURL(/\/email\/sent/);

  // A client elsewhere sends HTML with an error handler and a javascript: link.
  const token = (await carrier.context().cookies()).find((c) => c.name === 'accessToken')!.value;
  const hostile = await carrier.request.post('/api/mail', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      toOrganizationId: 1,
      subject: 'Sənədlər',
      bodyHtml:
        '<p>Baxın</p><img src=x onerror="window.__xss=1;alert(1)"><a href="javascript:window.__xss=2;alert(2)">keçid</a><script>window.__xss=3</script>',
      attachmentIds: [],
      replyToId: null,
    },
  });
  expect(hostile.status()).toBe(201);
  await carrier.context().close();

  // The importer sees the reply, and opening the hostile message runs nothing.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const strayRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/x$/.test(new URL(r.url()).pathname)) strayRequests.push(r.url());
  });
  await page.goto('/email/inbox');
  await page.getByRole('link', { name: /Re: Yükləmə vaxtı, INQ-24102/ }).click();
  await expect(page.getByText('Təsdiqləyirik, maşın 08:30-da darvazada olacaq.')).toBeVisible();
  await page.goto('/email/inbox');
  await page.getByRole('link', { name: /Sənədlər/ }).click();
  await expect(page.getByText('Baxın')).toBeVisible();
  // What could run is gone from the page the user sees: the link's script, the image's handler, the script.
  await expect(page.getByText('keçid')).not.toHaveAttribute('href', /^\s*javascript:/i);
  await expect(page.locator('[onerror], img[src="x"], script:text("__xss")')).toHaveCount(0);
  await page.getByText('keçid').click();
  await expect(page.getByText('Baxın')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(strayRequests).toEqual([]);
});
