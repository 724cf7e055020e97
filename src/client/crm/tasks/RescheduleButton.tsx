import '@mantine/dates/styles.css';
import { ActionIcon, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { calendarAriaLabels } from '../components/DateField.tsx';

type RescheduleButtonProps = {
  task: { title: string; dueDate: string };
  onPick: (dueDate: string) => void;
  disabled?: boolean;
};

/** A calendar under a small button: picking a day moves the task there (keeping its time). */
export function RescheduleButton({ task, onPick, disabled }: RescheduleButtonProps) {
  const [opened, popover] = useDisclosure(false);
  return (
    <Popover opened={opened} onChange={popover.toggle} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Reschedule ${task.title}`}
          onClick={popover.toggle}
          disabled={disabled}
        >
          <IconCalendarEvent size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          ariaLabels={calendarAriaLabels}
          value={task.dueDate}
          onChange={(value) => {
            popover.close();
            if (value && value !== task.dueDate) onPick(value);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
