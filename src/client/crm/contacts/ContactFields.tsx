import { Group, Select, SimpleGrid, Slider, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { contactRole } from '../../../shared/enums.ts';
import { INFLUENCE_STEP, type contactInputSchema } from '../../../shared/schemas/contact.ts';
import { AccountSelect } from '../accounts/AccountSelect.tsx';
import type { RecordForm } from '../records/recordType.ts';

/** The contact form's fields. */
export function ContactFields({ form }: { form: RecordForm<typeof contactInputSchema> }) {
  const influenceLabelId = useId();
  const influence = form.getValues().decisionMakerInfluence ?? 0;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First Name" required {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" required {...form.getInputProps('lastName')} />
        <AccountSelect {...form.getInputProps('accountId')} />
        <Select
          label="Contact Role"
          data={contactRole.options}
          allowDeselect={false}
          {...form.getInputProps('contactRole')}
        />
        <TextInput label="Position" {...form.getInputProps('position')} />
        <TextInput label="Department" {...form.getInputProps('department')} />
        <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        <TextInput label="Personal Email" type="email" {...form.getInputProps('personalEmail')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
        <TextInput label="Mobile" type="tel" {...form.getInputProps('mobile')} />
        <TextInput label="Direct Phone" type="tel" {...form.getInputProps('directPhone')} />
        <TextInput label="LinkedIn URL" type="url" {...form.getInputProps('linkedinUrl')} />
      </SimpleGrid>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500} id={influenceLabelId}>
            Decision Maker Influence
          </Text>
          <Text size="sm" c="dimmed">
            {influence}%
          </Text>
        </Group>
        <Slider
          min={0}
          max={100}
          step={INFLUENCE_STEP}
          label={(value) => `${value}%`}
          marks={[{ value: 0 }, { value: 25 }, { value: 50 }, { value: 75 }, { value: 100 }]}
          thumbProps={{ 'aria-labelledby': influenceLabelId }}
          {...form.getInputProps('decisionMakerInfluence')}
        />
      </Stack>
      <Switch label="Primary Contact" {...form.getInputProps('isPrimary', { type: 'checkbox' })} />
      <Textarea label="Notes" autosize minRows={3} {...form.getInputProps('notes')} />
    </>
  );
}
