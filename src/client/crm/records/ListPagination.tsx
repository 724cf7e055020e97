import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ListTotal } from '../../../shared/schemas/fields.ts';

type ListPaginationProps = {
  /** The list's total, once counted. */
  total: ListTotal | undefined;
  /** The position of the page's first row, from 1. */
  from: number;
  /** Rows on this page. */
  count: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** 'contacts' in 'Showing 1–24 of 130 contacts'. */
  noun: string;
};

const number = (value: number) => value.toLocaleString('en-AU');

/** 'of 130', 'of about 98,975', 'of more than 1,000': what the server could say without counting every row. */
function ofTotal(counted: ListTotal | undefined): string {
  if (!counted) return '';
  const { total, totalIs } = counted;
  if (totalIs === 'exact') return `of ${number(total)}`;
  return totalIs === 'estimate' ? `of about ${number(total)}` : `of more than ${number(total)}`;
}

/** Where the page is in the list, and Previous and Next, shown only when there is more than one page. */
export function ListPagination(props: ListPaginationProps) {
  const { total, from, count, hasPrevious, hasNext, onPrevious, onNext, noun } = props;
  if (!hasPrevious && !hasNext) return null;
  const move = (go: () => void) => () => {
    go();
    window.scrollTo({ top: 0 });
  };
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Text size="sm" c="dimmed">
        {['Showing', `${number(from)}–${number(from + count - 1)}`, ofTotal(total), noun]
          .filter(Boolean)
          .join(' ')}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={!hasPrevious}
          onClick={move(onPrevious)}
        >
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={!hasNext}
          onClick={move(onNext)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
