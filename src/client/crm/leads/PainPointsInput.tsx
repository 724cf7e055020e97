import { ActionIcon, Pill, TagsInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

type PainPointsInputProps = {
  value: string[];
  onChange: (points: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/**
 * Pain points as Mantine's TagsInput: added one at a time by Enter or the add button, trimmed,
 * duplicates ignored (TagsInput's own rules), each removable by its button.
 */
export function PainPointsInput({ value, onChange, error, disabled }: PainPointsInputProps) {
  const [draft, setDraft] = useState('');

  function add() {
    const point = draft.trim();
    const known = value.some((other) => other.toLowerCase() === point.toLowerCase());
    if (point && !known) onChange([...value, point]);
    setDraft('');
  }

  return (
    <TagsInput
      label="Pain Points"
      description="Type one and press Enter or the add button"
      value={value}
      onChange={onChange}
      searchValue={draft}
      onSearchChange={setDraft}
      error={error}
      disabled={disabled}
      rightSection={
        <ActionIcon variant="light" aria-label="Add pain point" onClick={add} disabled={disabled}>
          <IconPlus size={16} />
        </ActionIcon>
      }
      renderPill={({ value: point = '', onRemove }) => (
        <Pill
          size="md"
          withRemoveButton
          onRemove={onRemove}
          removeButtonProps={{ 'aria-label': `Remove ${point}`, 'aria-hidden': false, tabIndex: 0, disabled }}
        >
          {point}
        </Pill>
      )}
    />
  );
}
