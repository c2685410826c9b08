import { expect, test, workerBaseURL } from './fixtures';
import { expectAccessible, resetDemoData, signIn, pageAs } from './support';

// The organisation journey: an importer edits its organisation (a phone rejected, then accepted) and adds a
// member who signs in with the temporary password and must change it; an admin suspends a carrier,
// whose bid action is then switched off with the suspension named; the admin lifts it and the bid goes
// through.

test.beforeEach(async ({ page }) => resetDemoData(page));

test('organisation edit, a new member signing in, and a carrier suspended and let back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'IMPORTER');
  await page.goto('/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Təşkilat' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Redaktə et' }).click();
  await expect(page).toHaveURL(/\/organization\/edit$/);
  await expect(page.getByLabel('E-poçt ünvanı')).toBeDisabled();
  await expectAccessible(page);

  // An emptied phone is refused with the required message; a valid one is saved and shown.
  const phone = page.getByLabel('Telefon nömrəsi');
  await phone.fill('');
  await page.getByRole('button', { name: 'Yadda saxla' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Bu xana mütləqdir').first()).toBeAttached();
  await phone.fill('+994501112233');
  await page.getByRole('button', { name: 'Yadda saxla' }).click();
  await expect(page.getByText('Təşkilatın məlumatları yeniləndi').first()).toBeVisible();
  await page.goto('/organization');
  await expect(page.getByText('+994501112233').first()).toBeVisible();

  // A new member, added with a temporary password, signs in with it.
  await page.getByRole('tab', { name: 'Üzvlər' }).click();
  await page.getByRole('button', { name: 'Üzv əlavə et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni üzv' });
  await dialog.getByLabel('Ad', { exact: true }).fill('Nə');
  await dialog.getByRole('button', { name: 'Əlavə et' }).click();
  await expect(dialog.getByLabel('Ad', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Ad', { exact: true }).fill('Nərmin');
  await dialog.getByLabel('Soyad', { exact: true }).fill('Qasımova');
  await dialog.getByLabel('E-poçt', { exact: true }).fill('nermin@bakiticaret.az');
  await dialog.getByLabel('Müvəqqəti şifrə', { exact: true }).fill('Temp-2026!');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Əlavə et' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'nermin@bakiticaret.az' })).toContainText(
    'Dəvət olunub',
  );

  const memberContext = await browser.newContext({ baseURL: workerBaseURL(test.info()) });
  const member = await memberContext.newPage();
  await member.goto('/login');
  await member.getByLabel('E-poçt', { exact: true }).fill('nermin@bakiticaret.az');
  await member.getByLabel('Şifrə', { exact: true }).fill('Temp-2026!');
  await member.getByRole('button', { name: 'Daxil ol' }).click();
  // A temporary password is changed before anything else.
  await expect(member.getByRole('heading', { level: 1, name: 'Müvəqqəti şifrəni dəyişin' })).toBeVisible();
  await member.getByLabel('Cari şifrə', { exact: true }).fill('Temp-2026!');
  await member.getByLabel('Yeni şifrə', { exact: true }).fill('Nermin-Own-7');
  await member.getByLabel('Yeni şifrənin təkrarı', { exact: true }).fill('Nermin-Own-7');
  await member.getByRole('button', { name: 'Şifrəni dəyiş' }).click();
  await expect(
    member.getByRole('heading', { level: 1, name: 'Xoş gəldiniz, Nərmin Qasımova' }),
  ).toBeVisible();
  await memberContext.close();

  // The admin suspends Xəzər Logistika.
  const admin = await pageAs(browser, 'ADMIN');
  await admin.goto('/organizations');
  await admin
    .getByRole('link', { name: /Redaktə et.*Xəzər Logistika MMC|Xəzər Logistika MMC.*Redaktə et/ })
    .first()
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Təşkilatı redaktə et' })).toBeVisible();
  await expect(admin.getByText('Xəzər Logistika MMC').first()).toBeVisible();
  await expectAccessible(admin);
  await admin.getByLabel('Səbəb').fill('Komissiya ödənilməyib');
  await admin.getByRole('button', { name: 'Müvəqqəti dayandır' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Bəli' }).click();
  await expect(admin.getByText('Təşkilat müvəqqəti dayandırıldı').first()).toBeVisible();

  // The carrier can sign in, but its bid is refused with the suspension named.
  const carrier = await pageAs(browser, 'LOGISTIC');
  const open = await carrier.request.get('/api/bids/inquiries?size=50', {
    headers: {
      Authorization: `Bearer ${(await carrier.context().cookies()).find((c) => c.name === 'accessToken')!.value}`,
    },
  });
  const inquiries = ((await open.json()) as { content: Array<{ id: number; status: string }> }).content;
  const target = inquiries.find((i) => ['active', 'pending', 'under_review'].includes(i.status))!;
  await carrier.goto(`/inquiry/inquiry-details/${target.id}`);
  const bid = async () => {
    await carrier.getByRole('button', { name: 'Təklif ver' }).click();
    const form = carrier.getByRole('dialog', { name: 'Yeni təklif' });
    await form.getByLabel('Təklifin məbləği').fill('1850');
    await form.getByRole('button', { name: 'Təklifi göndər' }).click();
    return form;
  };
  // Suspended, the bid action is switched off up front, saying why; the server would refuse it.
  await expect(carrier.getByText('Təşkilatınız müvəqqəti dayandırılıb').first()).toBeVisible();
  await expect(carrier.getByRole('button', { name: 'Təklif ver' })).toBeDisabled();
  await expect(carrier.getByRole('button', { name: 'Təklif ver' })).toHaveAccessibleDescription(
    /Təşkilatınız müvəqqəti dayandırıldığı üçün bu əməliyyat bağlıdır/,
  );

  // Lifted: the same bid goes through (the carrier's page learns it on its next look).
  await admin.getByRole('button', { name: 'Dayandırmanı ləğv et' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Bəli' }).click();
  await expect(admin.getByText('Dayandırma ləğv edildi').first()).toBeVisible();
  await carrier.reload();
  const accepted = await bid();
  await expect(accepted).toBeHidden();
  await expect(carrier.getByText('Təklifiniz göndərildi').first()).toBeVisible();
  await admin.context().close();
  await carrier.context().close();
});
