import { addDays, format } from 'date-fns';
import { expect, type Locator, type Page } from '@playwright/test';

// The create-inquiry flow's steps, shared by the journeys that post an inquiry.

export const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

export async function choose(page: Page | Locator, label: string, option: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(option.slice(0, 3));
  // Options render in a menu outside a row's group, so they are looked up on the page.
  const owner = 'page' in page ? page.page() : page;
  await owner.getByRole('option', { name: option, exact: true }).click();
}

type Place = {
  country: string;
  city: string;
  address: string;
  date: string;
  dateLabel: string;
  type: string;
};

/** The journeys' road route: picked up in Istanbul in four days, delivered in Baku ten days later. */
export const pickUpInIstanbul = (): Place & { heading: string } => ({
  heading: 'Götürülmə ünvanı',
  country: 'Türkiyə',
  city: 'İstanbul',
  address: 'Tuzla, depo 12',
  date: day(4),
  dateLabel: 'Götürülmə tarixi',
  type: 'Zavod və ya anbar',
});

export const deliverToBaku = (): Place & { heading: string } => ({
  heading: 'Çatdırılma ünvanı',
  country: 'Azərbaycan',
  city: 'Bakı',
  address: 'AZ1029, Binəqədi',
  date: day(14),
  dateLabel: 'Çatdırılma tarixi',
  type: 'İşgüzar ünvan',
});

export async function fillPlace(page: Page, p: Place) {
  await choose(page, 'Ölkə', p.country);
  await page.getByLabel('Şəhər', { exact: true }).fill(p.city.slice(0, 3));
  await page.getByRole('option', { name: p.city, exact: true }).click();
  await page.getByLabel('Ünvan və ya poçt indeksi', { exact: true }).fill(p.address);
  await page.getByLabel(p.dateLabel, { exact: true }).fill(p.date);
  await choose(page, 'Məkanın növü', p.type);
}

export async function fillRow(
  row: Locator,
  v: { weight: string; length: string; width: string; height: string; quantity: string },
) {
  await row.getByLabel('Çəki (kq, bir ədəd)').fill(v.weight);
  await row.getByLabel('Uzunluq (sm)').fill(v.length);
  await row.getByLabel('En (sm)').fill(v.width);
  await row.getByLabel('Hündürlük (sm)').fill(v.height);
  await row.getByLabel('Miqdar').fill(v.quantity);
}

/** How a journey presses a button or a choice: a click, or on a phone a tap that first checks the layout. */
export type Press = (target: Locator) => Promise<void>;
const click: Press = (target) => target.click();

export const next = (page: Page, press: Press = click) =>
  press(page.getByRole('button', { name: 'Növbəti' }));
export const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

/** From the create flow's first step, steps 1–4 of a road inquiry Istanbul → Baku; the goods step is left open. */
export async function walkToGoods(page: Page, press: Press = click) {
  await stepHeading(page, 'Hara göndərilsin');
  await next(page, press);
  await stepHeading(page, 'Götürülmə ünvanı');
  await fillPlace(page, pickUpInIstanbul());
  await next(page, press);
  await stepHeading(page, 'Çatdırılma ünvanı');
  await fillPlace(page, deliverToBaku());
  await next(page, press);
  await stepHeading(page, 'Nəqliyyat növü');
  await press(page.locator('label').filter({ hasText: 'Avtomobil' }));
  await choose(page, 'Yük maşınının növü', 'Tentli 96 m³');
  await next(page, press);
  await stepHeading(page, 'Yük');
}

/** Steps 1–4 of a road inquiry Istanbul → Baku to every carrier, leaving the goods step open. */
export async function fillInquiryUpToGoods(page: Page) {
  await page.goto('/inquiries/new');
  await walkToGoods(page);
}

/** From the goods step: six pallets of furniture, then the preview and send; returns the new inquiry's id. */
export async function sendGoods(page: Page, description: string, press: Press = click) {
  await choose(page, 'Yükün növü', 'Mebel və aksesuarlar');
  await choose(page, 'Yükün hazırlığı', 'Hazırdır');
  await page.getByLabel('Yükün təsviri', { exact: true }).fill(description);
  await choose(page, 'Incoterms (çatdırılma şərtləri)', 'FCA');
  const row = page.getByRole('group', { name: 'Sətir 1' });
  await choose(row, 'Qablaşdırma növü', 'Paletlər');
  await choose(row, 'Palet növü', 'EUR1');
  await fillRow(row, { weight: '320', length: '120', width: '80', height: '150', quantity: '6' });
  await next(page, press);
  await stepHeading(page, 'Sənədlər və qeydlər');
  await press(page.getByRole('button', { name: 'Önizləmə' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Sorğuya önizləmə' })).toBeVisible();
  await press(page.getByRole('button', { name: 'Göndər' }));
  await expect(page).toHaveURL(/\/details\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Posts a road inquiry Istanbul → Baku to every carrier through the six steps; returns its id. */
export async function postInquiry(page: Page, description: string) {
  await fillInquiryUpToGoods(page);
  return sendGoods(page, description);
}
