import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { i18n } from './i18n';

// Az by default, en as fallback, the choice in localStorage 'lang', a body class per language.

const localesDir = join(process.cwd(), 'locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function allKeys(lang: string) {
  return readdirSync(join(localesDir, lang))
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) =>
      keysOf(JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')), file.replace('.json', '')),
    )
    .sort();
}

describe('translations', () => {
  it('have the same keys in az, en and ru', () => {
    const az = allKeys('az');
    expect(az.length).toBeGreaterThan(100);
    expect(allKeys('en')).toEqual(az);
    expect(allKeys('ru')).toEqual(az);
  });

  it('have no empty strings', () => {
    for (const lang of ['az', 'en', 'ru']) {
      for (const file of readdirSync(join(localesDir, lang))) {
        const text = readFileSync(join(localesDir, lang, file), 'utf8');
        expect(text, `${lang}/${file}`).not.toMatch(/:\s*""/);
      }
    }
  });

  it('start in Azerbaijani with the body class lang-az', () => {
    expect(i18n.language).toBe('az');
    expect(document.body).toHaveClass('lang-az');
  });

  it('switching language changes the copy, localStorage lang and the body class', async () => {
    const { user } = renderApp({ url: '/login' });
    await screen.findByRole('heading', { name: 'Daxil ol' });
    await user.selectOptions(screen.getByLabelText('Dil'), 'ru');
    await screen.findByRole('heading', { name: 'Войти' });
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(document.body).toHaveClass('lang-ru');
    expect(document.body).not.toHaveClass('lang-az');
    expect(document.documentElement.lang).toBe('ru');
    await user.selectOptions(screen.getByLabelText('Язык'), 'en');
    await waitFor(() => expect(document.body).toHaveClass('lang-en'));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('falls back to English for a key a language lacks', () => {
    // A namespace of its own: a partial English 'common' would stay for the files after this one.
    i18n.addResourceBundle('en', 'fallback-check', { onlyInEnglish: 'English text' });
    try {
      expect(i18n.t('fallback-check:onlyInEnglish', { lng: 'az' })).toBe('English text');
    } finally {
      i18n.removeResourceBundle('en', 'fallback-check');
    }
  });
});
