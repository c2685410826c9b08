import { act, render, screen } from '@testing-library/react';
import { format } from 'date-fns';
import { Suspense } from 'react';
import { loadDateLocale, useDateLocale } from './date-locale';
import { changeLanguage } from './i18n';

// A screen that names months shows them in the reader's language from its first paint: it waits for
// that language's date-fns locale (fetched alone, not the three together) instead of showing English.

const NOVEMBER = new Date(2026, 10, 18);

/** Every month name the screen has shown. */
let shown: string[] = [];

type DateLocale = { useDateLocale: typeof useDateLocale; loadDateLocale: typeof loadDateLocale };

function Month({
  language,
  locales = { useDateLocale, loadDateLocale },
}: {
  language: string;
  locales?: DateLocale;
}) {
  const text = format(NOVEMBER, 'LLLL yyyy', { locale: locales.useDateLocale(language) });
  shown.push(text);
  return <p data-testid="month">{text}</p>;
}

async function renderMonth(language: string, locales: DateLocale = { useDateLocale, loadDateLocale }) {
  shown = [];
  // An act that is awaited, as React asks of a render that suspends.
  await act(() => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Month language={language} locales={locales} />
      </Suspense>,
    );
    return Promise.resolve();
  });
  const before = [...shown];
  // The fetch the screen waits on; React shows the screen once it has come.
  await act(() => locales.loadDateLocale(language));
  return { before, text: screen.getByTestId('month').textContent };
}

describe('month names', () => {
  it('are in Azerbaijani for az', async () => {
    expect((await renderMonth('az')).text?.toLowerCase()).toBe('noyabr 2026');
  });

  it('of a new language have come by the time a switch to it is done', async () => {
    await renderMonth('az');
    await act(() => changeLanguage('en'));
    // Rendered in English at once, without suspending on the switch.
    const { container } = render(<Month language="en" />);
    expect(container.textContent).toBe('November 2026');
    await act(() => changeLanguage('az'));
  });

  it('wait for the language’s locale, never shown in another first', async () => {
    // A module of its own: no locale fetched yet, whatever ran before (last: the rest use the app's).
    vi.resetModules();
    const { before, text } = await renderMonth('ru', await import('./date-locale'));
    expect(before).toEqual([]);
    expect(text).toBe('ноябрь 2026');
    expect(new Set(shown)).toEqual(new Set(['ноябрь 2026']));
  });
});
