import { useImperativeHandle, type Ref } from 'react';
import { useUrlText } from '@/lib/use-url-text';
import { SearchInput, type SearchInputProps } from './search-input';

/** Lets a list's 'clear the filters' empty the box too, with what was typed and not yet sent. */
export type UrlSearchHandle = { clear: () => void };

type UrlSearchInputProps = Omit<SearchInputProps, 'value' | 'onChange'> & {
  /** The search as the URL holds it. */
  value: string;
  /**
   * Writes the search to the URL once typing pauses (useUrlText), replacing the history entry: Back
   * should not step through every letter.
   */
  onCommit: (value: string) => void;
  ref?: Ref<UrlSearchHandle>;
};

/**
 * A list's search box whose text lives in the URL: what is typed shows at once, the URL follows
 * when typing pauses, and Back or a link puts the URL's text back in the box.
 */
export function UrlSearchInput({ value, onCommit, ref, ...input }: UrlSearchInputProps) {
  const [text, setText] = useUrlText(value, onCommit);
  useImperativeHandle(ref, () => ({ clear: () => setText('') }), [setText]);
  return <SearchInput {...input} value={text} onChange={setText} />;
}
