import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';

type Checklist = { name: string; items: { title: string; standard: string | null }[] };

/** The checklists to start from (the built-in audits' and the managers' own); choosing one fills the items. */
export function ChecklistSelect({
  onChoose,
  disabled,
}: {
  onChoose: (checklist: Checklist) => void;
  disabled?: boolean;
}) {
  const templates = useQuery(useTRPC().evidence_requests.templates.queryOptions());
  return (
    <Select
      label="Checklist"
      description="Fills the items below from the checklist; adjust them after"
      placeholder={templates.isPending ? 'Loading checklists...' : 'Choose a checklist'}
      data={templates.data?.map(({ id, name, items }) => ({
        value: id,
        label: `${name} (${items.length} items)`,
      }))}
      error={templates.isError ? 'Checklists could not be loaded' : undefined}
      onChange={(id) => {
        const checklist = templates.data?.find((template) => template.id === id);
        if (checklist) onChoose(checklist);
      }}
      disabled={disabled}
      allowDeselect={false}
    />
  );
}
