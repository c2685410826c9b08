import { expect, type Page } from '@playwright/test';
import type { FormCase } from './form-fault-checks';
import { fillRegistration } from './form-fills';
import { ACCOUNTS, PASSWORD } from './support';

// The visitor's forms: no session to lose, so a 403 is just one more refusal to explain.

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
const authForm = (page: Page) => page.locator('main form');
const welcome = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: /^Xoş gəldiniz/ })).toBeVisible();

export const visitorForms: FormCase[] = [
  {
    name: 'login',
    role: null,
    path: '/login',
    scope: authForm,
    fill: async (page) => {
      await page.getByLabel('E-poçt', { exact: true }).fill(ACCOUNTS.IMPORTER.email);
      await page.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
    },
    sendButton: button('Daxil ol'),
    sent: welcome,
  },
  {
    name: 'register',
    role: null,
    path: '/register',
    scope: authForm,
    fill: async (page, attempt) => {
      await fillRegistration(page, `samir.${attempt}@shirvanimport.az`);
    },
    sendButton: button('Qeydiyyatdan keç'),
    sent: welcome,
  },
  {
    name: 'forgot password',
    role: null,
    path: '/forgot-password',
    scope: authForm,
    fill: (page) => page.getByLabel('E-poçt', { exact: true }).fill(ACCOUNTS.LOGISTIC.email),
    sendButton: button('Link göndər'),
    sent: (page) => expect(page.getByRole('status').filter({ hasText: 'bərpa linki' })).toBeVisible(),
  },
  {
    name: 'reset password',
    role: null,
    path: '/auth/reset-password',
    // A real link, so the retry after the fault can go through.
    prepare: async (page) => {
      const asked = await page.request.post('/api/auth/forgot-password', {
        data: { email: ACCOUNTS.LOGISTIC.email },
      });
      expect(asked.ok()).toBe(true);
      const outbox = (await (await page.request.get('/api/demo/outbox')).json()) as Array<{ link: string }>;
      const link = new URL(outbox[0]!.link, 'http://x');
      return `${link.pathname}${link.search}`;
    },
    scope: authForm,
    fill: async (page) => {
      await page.getByLabel('Yeni şifrə', { exact: true }).fill('Carrier2026!');
      await page.getByLabel('Yeni şifrəni təsdiqləyin', { exact: true }).fill('Carrier2026!');
    },
    sendButton: button('Şifrəni dəyiş'),
    sent: (page) => expect(page.getByText('Şifrəniz dəyişdirildi')).toBeVisible(),
  },
];
