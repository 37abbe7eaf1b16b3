import { SEARCH_TEXT_MAX } from '@benchlink/contracts/search';
import { SearchIcon, TextField } from '@benchlink/design-system';
import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import { readSearchText } from '../utils/browse-search-params';

/** How long the search waits for the next keystroke: one request per word typed, not per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

const Root = styled.div`
  width: min(100%, 420px);
  @media (max-width: 600px) {
    width: 100%;
  }
`;

export interface SearchBoxProps {
  /** The search text in the URL. */
  value: string | undefined;
  /** A new search text, or undefined for none. */
  onSearch: (q: string | undefined) => void;
  placeholder: string;
}

/**
 * The keyword search of a browse page: it searches on a pause in typing, or at once on Enter. The URL stays the
 * source of truth (back, reload, shared link); what is typed waits here until then.
 */
export function SearchBox({ value, onSearch, placeholder }: SearchBoxProps) {
  const [draft, setDraft] = useState(value ?? '');
  // A new text from the URL (back, a shared link) replaces the draft, unless it is what the draft already says: a
  // space typed at the end must survive its own search.
  const [urlValue, setUrlValue] = useState(value);
  if (value !== urlValue) {
    setUrlValue(value);
    if (readSearchText(draft) !== value) setDraft(value ?? '');
  }
  const search = useEffectEvent((text: string | undefined) => onSearch(text));
  useEffect(() => {
    const text = readSearchText(draft);
    if (text === value) return;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <Root role="search">
      <TextField
        type="search"
        aria-label="Search"
        placeholder={placeholder}
        maxLength={SEARCH_TEXT_MAX}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const text = readSearchText(draft);
          if (text !== value) onSearch(text);
        }}
        startAdornment={<SearchIcon size={18} />}
      />
    </Root>
  );
}
