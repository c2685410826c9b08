import type { Locator, Page } from '@playwright/test';
import { choose, day } from './inquiry-steps';

// Valid fillings of forms more than one browser test sends, so a change to a form is made once.

/** The registration form, as a new importer (the default choice) with the given email. */
export async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('Şirkətin adı', { exact: true }).fill('Şirvan Import MMC');
  await page.getByLabel('VÖEN / qeydiyyat nömrəsi', { exact: true }).fill('1407788990');
  await page.getByLabel('Ölkə', { exact: true }).fill('azer');
  // The select's own menu (a listbox): the phone field's country <select> lists Azərbaycan too.
  await page.getByRole('listbox').getByRole('option', { name: 'Azərbaycan', exact: true }).click();
  await page.getByRole('textbox', { name: 'Telefon nömrəsi' }).fill('+994501112233');
  await page.getByLabel('Ad', { exact: true }).fill('Samir');
  await page.getByLabel('Soyad', { exact: true }).fill('Qasımov');
  await page.getByLabel('E-poçt', { exact: true }).fill(email);
  await page.getByLabel('Şifrə', { exact: true }).fill('ShirvanPass1');
  await page.getByLabel('Şifrəni təsdiqləyin', { exact: true }).fill('ShirvanPass1');
}

/** A route offer Aktau → Alat by sea, valid from today for 60 days, in the open offer dialog. */
export async function fillRouteOffer(form: Locator) {
  const pickup = form.getByRole('group', { name: 'Götürülmə' });
  const delivery = form.getByRole('group', { name: 'Çatdırılma' });
  await choose(pickup, 'Ölkə', 'Qazaxıstan');
  await pickup.getByLabel('Şəhər', { exact: true }).fill('Aktau');
  await choose(delivery, 'Ölkə', 'Azərbaycan');
  await delivery.getByLabel('Şəhər', { exact: true }).fill('Alat');
  await choose(form, 'Nəqliyyat növü', 'Dəniz');
  await form.getByLabel('Qiymət', { exact: true }).fill('1750');
  await form.getByLabel('Başlanğıc tarixi', { exact: true }).fill(day(0));
  await form.getByLabel('Bitmə tarixi', { exact: true }).fill(day(60));
  await form.getByLabel('Daşıma həcmi', { exact: true }).fill('4');
  await form.getByLabel('Qeydlər', { exact: true }).fill('Ro-ro bərə, həftədə iki reys');
}
