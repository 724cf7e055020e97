import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

const DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The search as the URL has it. */
  value: string;
  /** Called once typing pauses. */
  onSearch: (search: string) => void;
  placeholder: string;
};

/** A search box that shows every keystroke at once and reports the search once typing pauses. */
export function SearchBox({ value, onSearch, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [reported, setReported] = useState(value);
  const report = useDebouncedCallback((search: string) => {
    setReported(search);
    onSearch(search);
  }, DEBOUNCE_MS);

  // The URL changed by other means (a sidebar link, the back button): show its search.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== reported) setText(value);
  }

  return (
    <TextInput
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value.trim());
      }}
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}
