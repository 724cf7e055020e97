import { EmptyState } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

/** The content of the tabs the spec lists without behaviour: opportunities, activities, documents. */
export function ComingSoonTab() {
  return (
    <EmptyState
      mt="xl"
      icon={<IconHourglassHigh size={32} />}
      withIndicatorBackground
      title="Coming soon"
      description="This part of the CRM is not available yet."
    />
  );
}
