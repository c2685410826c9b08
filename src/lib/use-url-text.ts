import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router-dom';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export function useUrlText(urlValue: string, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text);
  const inUrl = useRef(urlValue);
  const seenDebounced = useRef(debounced);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  useEffect(() => {
    if (urlValue === inUrl.current) return;
    inUrl.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => {
    const live = router?.state.navigation;
    const leavingNow = live && live.state !== 'idle' && live.location?.pathname !== pathname;
    if (leaving || leavingNow || debounced === seenDebounced.current) return;
    seenDebounced.current = debounced;
    if (debounced === inUrl.current) return;
    inUrl.current = debounced;
    commit(debounced);
  }, [debounced, commit, leaving, router, pathname]);

  return [text, setText] as const;
}
