import type { Query, QueryClient } from '@tanstack/react-query';
import { i18n, isLanguage } from './i18n';

// The server answers in the request's language (Accept-Language): place names, codes' labels,
// messages. A query whose key names the language keeps one copy per language and is left alone;
// every other answer was read in the language just left, so a switch must not keep showing it.

const readInAnyLanguage = (query: Query) => !query.queryKey.some((part) => isLanguage(part));

/** From a language switch on, no answer read in the old language is shown again. Returns the unsubscribe. */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  const onChange = () => {
    // Not on screen: dropped, so the next screen that reads it waits for the new language.
    client.removeQueries({ type: 'inactive', predicate: readInAnyLanguage });
    // On screen: read again at once and redrawn when it comes; nothing typed on the screen is lost.
    void client.invalidateQueries({ type: 'active', predicate: readInAnyLanguage });
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
