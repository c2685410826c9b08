import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createLocaleBackend, NAMESPACES_RELOADED, reloadFailedNamespaces } from './i18n';

// A screen's translations that failed to arrive while offline are fetched again when the browser
// is back online (the 'online' listener calls reloadFailedNamespaces), instead of raw keys forever.

describe('translations that fail to arrive', () => {
  it('are fetched again once the connection is back', async () => {
    let offline = true;
    let calls = 0;
    const backend = createLocaleBackend((language, namespace) => {
      if (`${language}/${namespace}` !== 'az/billing') return undefined;
      calls += 1;
      return offline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: { title: 'Hesablaşma' } });
    });
    const instance = createInstance();
    await instance.use(backend).init({ lng: 'az', ns: [], maxRetries: 1, retryTimeout: 1 });

    await instance.loadNamespaces('billing');
    expect(instance.t('billing:title')).toBe('title');
    expect(calls).toBe(2); // the first try and i18next's one retry, while still offline

    // The screens are told once the files have come (react-i18next re-renders on this event).
    let told = 0;
    instance.on(NAMESPACES_RELOADED, () => {
      told += 1;
      expect(instance.t('billing:title')).toBe('Hesablaşma');
    });
    offline = false;
    await reloadFailedNamespaces(instance);
    expect(instance.t('billing:title')).toBe('Hesablaşma');
    expect(told).toBe(1);

    // Nothing is left to fetch once it has arrived, and nothing to re-render for.
    await reloadFailedNamespaces(instance);
    expect(calls).toBe(3);
    expect(told).toBe(1);
  });
});
