import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router-dom';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * A text box whose value lives in the URL: typing shows at once, the URL follows once the typing
 * pauses, and a URL change from outside (Back, a link, clearing the filters) replaces what is shown.
 * The last value written to or read from the URL tells the two apart, so neither undoes the other.
 *
 * While the user is on the way to another page (a row clicked before the pause ended, its screen's
 * code still loading) nothing is written: writing the URL is a navigation, and it would cancel the
 * one the user asked for and leave them on the list. Should that navigation not happen after all,
 * the text is written once the router is idle again.
 */
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
    // The rendered navigation state can lag the router's own (its updates render in a transition): a
    // row clicked an instant before the pause ended shows here first, in the router's live state.
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
