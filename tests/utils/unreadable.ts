import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrganizationType } from '@/config/enums';
import { server } from '@/mocks/node';
import { expectConsoleError } from './console-errors';
import { renderApp } from './render-app';

// A backend (or a proxy in front of it) may answer status 200 with something that is not the JSON a
// screen reads: its login page, a bare string. Every screen must then show an error with a retry
// rather than a blank or a half-read page, and log which call answered what.

type UnreadableAnswer = { what: string; answer: () => Response; text: string };

/** The two unreadable answers with status 200, each with the text it carries (never to be shown). */
export const UNREADABLE_ANSWERS: UnreadableAnswer[] = [
  {
    what: 'an HTML page answered with status 200',
    answer: () => HttpResponse.html('<!doctype html><p>Sign in</p>'),
    text: 'Sign in',
  },
  {
    what: 'a JSON string answered with status 200 where an object is expected',
    answer: () => HttpResponse.json('ok'),
    text: 'ok',
  },
];

/** What the screen shows once its answer is read: asked for absent first, then found after a retry. */
type Content = { query: () => HTMLElement | null; find: () => Promise<HTMLElement> };

export const byText = (text: string): Content => ({
  query: () => screen.queryByText(text),
  find: () => screen.findByText(text),
});

export const byRegion = (name: string): Content => ({
  query: () => screen.queryByRole('region', { name }),
  find: () => screen.findByRole('region', { name }),
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens `url` while the first GET to `path` is `unreadable` (once: the handlers set before it answer
 * the retry). The error with a retry stands where `content` would, the unexpected answer of `call`
 * is logged once, nothing of it is shown, and the retry shows `content`.
 */
export async function expectRetryAfter(options: {
  unreadable: UnreadableAnswer;
  path: string;
  call: string;
  url: string;
  role: OrganizationType;
  content: Content;
}) {
  const { unreadable, path, call, url, role, content } = options;
  const error = expectConsoleError(
    new RegExp(`^Unexpected response from ${escapeRegExp(call)}: field '\\(answer\\)'`),
  );
  server.use(http.get(path, unreadable.answer, { once: true }));
  const { user } = renderApp({ url, role });
  const alert = await screen.findByRole('alert');
  expect(error).toHaveBeenCalledTimes(1);
  expect(content.query()).not.toBeInTheDocument();
  expect(screen.queryByText(unreadable.text)).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
  expect(await content.find()).toBeInTheDocument();
}
