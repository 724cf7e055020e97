import { ActionIcon, Pill, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

type PainPointsInputProps = {
  value: string[];
  onChange: (points: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/** Pain points added one at a time (Enter or the add button), trimmed, without duplicates; each removable. */
export function PainPointsInput({ value, onChange, error, disabled }: PainPointsInputProps) {
  const [draft, setDraft] = useState('');

  function add() {
    const point = draft.trim();
    if (point && !value.includes(point)) onChange([...value, point]);
    setDraft('');
  }

  return (
    <Stack gap="xs">
      <TextInput
        label="Pain Points"
        description="Type one and press Enter or the add button"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
        error={error}
        disabled={disabled}
        rightSection={
          <ActionIcon variant="light" aria-label="Add pain point" onClick={add} disabled={disabled}>
            <IconPlus size={16} />
          </ActionIcon>
        }
      />
      {value.length > 0 && (
        <Pill.Group aria-label="Pain points">
          {value.map((point) => (
            <Pill
              key={point}
              size="md"
              withRemoveButton
              onRemove={() => onChange(value.filter((other) => other !== point))}
              removeButtonProps={{
                'aria-label': `Remove ${point}`,
                'aria-hidden': false,
                tabIndex: 0,
                disabled,
              }}
            >
              {point}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}
