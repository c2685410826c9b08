import { useImperativeHandle, type Ref } from 'react';
import { useUrlText } from '@/lib/use-url-text';
import { SearchInput, type SearchInputProps } from './search-input';

/** Lets a list's 'clear the filters' empty the box too, with what was typed and not yet sent. */
export type UrlSearchHandle = { clear: () => void };

type UrlSearchInputProps = Omit<SearchInputProps, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
  ref?: Ref<UrlSearchHandle>;
};

export function UrlSearchInput({ value, onCommit, ref, ...input }: UrlSearchInputProps) {
  const [text, setText] = useUrlText(value, onCommit);
  useImperativeHandle(ref, () => ({ clear: () => setText('') }), [setText]);
  return <SearchInput {...input} value={text} onChange={setText} />;
}
