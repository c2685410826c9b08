import type { Query, QueryClient } from '@tanstack/react-query';
import { i18n, isLanguage } from './i18n';

const readInAnyLanguage = (query: Query) => !query.queryKey.some((part) => isLanguage(part));

/** From a language switch on, no answer read in the old language is shown again. Returns the unsubscribe. */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  const onChange = () => {
    client.removeQueries({ type: 'inactive', predicate: readInAnyLanguage });
    void client.invalidateQueries({ type: 'active', predicate: readInAnyLanguage });
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
