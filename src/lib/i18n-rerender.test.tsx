import { act, render, screen } from '@testing-library/react';
import { Profiler, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, NAMESPACES_RELOADED } from './i18n';

// Which i18next events re-render the screens. Every translated part of the shell listens, so an
// event that fires for each file that lands (the store's 'added') would re-render the whole page once
// per file, blocking a phone's first load. Screens re-render on a language change and once failed
// translations have come (reloadFailedNamespaces).

let renders = 0;
function Translated() {
  const { t } = useTranslation('common');
  return <p>{t('actions.retry')}</p>;
}

async function renderCounted() {
  renders = 0;
  render(
    <Profiler id="translated" onRender={() => (renders += 1)}>
      <Suspense fallback={null}>
        <Translated />
      </Suspense>
    </Profiler>,
  );
  await screen.findByText('Yenidən cəhd et');
  return renders;
}

describe('re-rendering on translation events', () => {
  afterEach(() => i18n.removeResourceBundle('az', 'late-area'));

  it('a namespace that lands after the screen does not re-render it', async () => {
    const before = await renderCounted();
    act(() => {
      i18n.addResourceBundle('az', 'late-area', { title: 'Gec gələn' });
    });
    expect(renders).toBe(before);
  });

  it('translations that came after a failure re-render it once', async () => {
    const before = await renderCounted();
    act(() => {
      i18n.emit(NAMESPACES_RELOADED);
    });
    expect(renders).toBeGreaterThan(before);
  });
});
