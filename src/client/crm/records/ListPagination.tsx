import { Group, Pagination, Text } from '@mantine/core';

type ListPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** 'contacts' in 'Showing 1-24 of 130 contacts'. */
  noun: string;
};

/** Page numbers under a list, shown only when there is more than one page. */
export function ListPagination({ page, pageSize, total, onPageChange, noun }: ListPaginationProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Text size="sm" c="dimmed">
        Showing {first}-{last} of {total} {noun}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={(next) => {
          onPageChange(next);
          window.scrollTo({ top: 0 });
        }}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
