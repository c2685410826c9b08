import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { renderApp } from '@tests/utils/render-app';
import { CORE_NAMESPACES } from '@/config/locales';
import { i18n, startTranslations, type LoadWords } from './i18n';

// The fallback language's words (English) load for a namespace only once the chosen language lacks
// one of its keys: an Azerbaijani visitor otherwise fetched every screen's English file beside his
// own (5.7 KB and one more serial request on /login).

const FILES: Record<string, Record<string, unknown>> = {
  'az/common': { hello: 'Salam' },
  'en/common': { hello: 'Hello' },
  'ru/common': { hello: 'Привет' },
  'az/area': { title: 'Sahə' },
  'en/area': { title: 'Area', onlyInEnglish: 'Words az lacks' },
  'ru/area': { title: 'Область' },
};

/** An i18next started as the app starts it, over the files above; `reads` lists every file fetched. */
async function startWith(language: string) {
  const reads: string[] = [];
  const load: LoadWords = (lang, namespace) => {
    const file = FILES[`${lang}/${namespace}`];
    if (!file) return undefined;
    reads.push(`${lang}/${namespace}`);
    // A file comes over the network: never within the render that asked for it.
    return new Promise((resolve) => setTimeout(() => resolve({ default: file }), 5));
  };
  const instance = createInstance();
  await startTranslations(instance, load, language);
  return { instance, reads };
}

function Area({ keyName }: { keyName: string }) {
  const { t } = useTranslation('area');
  return <p data-testid="words">{t(keyName)}</p>;
}

function renderArea(instance: ReturnType<typeof createInstance>, keyName = 'title') {
  return render(
    <I18nextProvider i18n={instance}>
      <Suspense fallback={null}>
        <Area keyName={keyName} />
      </Suspense>
    </I18nextProvider>,
  );
}

const english = (reads: string[]) => reads.filter((file) => file.startsWith('en/'));

describe('the fallback language’s words', () => {
  it('are not fetched with az chosen while az has every key', async () => {
    const { instance, reads } = await startWith('az');
    renderArea(instance);
    expect(await screen.findByText('Sahə')).toBeInTheDocument();
    expect(reads).toContain('az/area');
    expect(english(reads)).toEqual([]);
  });

  it('come for a key az lacks, once, and the screen shows them', async () => {
    const { instance, reads } = await startWith('az');
    renderArea(instance, 'onlyInEnglish');
    expect(await screen.findByText('Words az lacks')).toBeInTheDocument();
    // Only the namespace that lacked the key: not the core words beside it.
    expect(english(reads)).toEqual(['en/area']);
    expect(instance.t('area:onlyInEnglish')).toBe('Words az lacks');
    expect(english(reads)).toEqual(['en/area']);
  });

  it('are read once, as any language’s, by a visitor who chose English', async () => {
    const { instance, reads } = await startWith('en');
    renderArea(instance);
    expect(await screen.findByText('Area')).toBeInTheDocument();
    expect(english(reads).sort()).toEqual(['en/area', 'en/common']);
  });

  it('are read in full on a switch to English, though deferred before', async () => {
    const { instance } = await startWith('az');
    renderArea(instance);
    expect(await screen.findByText('Sahə')).toBeInTheDocument();
    await act(() => instance.changeLanguage('en'));
    // At once, not after a missing key has sent for them.
    expect(screen.getByText('Area')).toBeInTheDocument();
    expect(instance.t('common:hello')).toBe('Hello');
    await act(() => instance.changeLanguage('ru'));
    expect(await screen.findByText('Область')).toBeInTheDocument();
  });
});

describe('a screen of the app, in az', () => {
  // The files of a worker share i18next: the English words other files switched to are dropped, and
  // the screen's own namespaces are forgotten (i18next keeps a load state beside each file), so the
  // screen reads them again as on a first visit.
  const forgotten: string[] = [];
  const forget = (language: string, namespace: string) => {
    i18n.removeResourceBundle(language, namespace);
    delete (i18n.services.backendConnector as { state: Record<string, number> }).state[
      `${language}|${namespace}`
    ];
  };
  afterEach(async () => {
    await i18n.reloadResources(['az'], forgotten.splice(0));
  });

  it('fetches no English words', async () => {
    for (const namespace of Object.keys(i18n.store.data.en ?? {})) forget('en', namespace);
    for (const namespace of Object.keys(i18n.store.data.az ?? {})) {
      if ((CORE_NAMESPACES as readonly string[]).includes(namespace)) continue;
      forgotten.push(namespace);
      forget('az', namespace);
    }
    renderApp({ url: '/inquiries', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Sorğular' });
    expect((await screen.findAllByTestId('inquiry-row')).length).toBeGreaterThan(0);
    expect(i18n.hasResourceBundle('az', 'inquiry-list')).toBe(true);
    expect(Object.keys(i18n.store.data.en ?? {})).toEqual([]);
  });
});
