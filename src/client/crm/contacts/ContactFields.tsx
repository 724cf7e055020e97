import { Group, Select, SimpleGrid, Slider, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { contactRole } from '../../../shared/enums.ts';
import { INFLUENCE_STEP, type contactInputSchema } from '../../../shared/schemas/contact.ts';
import { AccountSelect } from '../accounts/AccountSelect.tsx';
import type { RecordForm } from '../records/recordType.ts';
import { contactFormLabels } from './contactFormValues.ts';

/** The contact form's fields. */
export function ContactFields({ form }: { form: RecordForm<typeof contactInputSchema> }) {
  const influenceLabelId = useId();
  const influence = form.getValues().decisionMakerInfluence ?? 0;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={contactFormLabels.firstName} required {...form.getInputProps('firstName')} />
        <TextInput label={contactFormLabels.lastName} required {...form.getInputProps('lastName')} />
        <AccountSelect {...form.getInputProps('accountId')} />
        <Select
          label={contactFormLabels.contactRole}
          data={contactRole.options}
          allowDeselect={false}
          {...form.getInputProps('contactRole')}
        />
        <TextInput label={contactFormLabels.position} {...form.getInputProps('position')} />
        <TextInput label={contactFormLabels.department} {...form.getInputProps('department')} />
        <TextInput label={contactFormLabels.email} type="email" {...form.getInputProps('email')} />
        <TextInput
          label={contactFormLabels.personalEmail}
          type="email"
          {...form.getInputProps('personalEmail')}
        />
        <TextInput label={contactFormLabels.phone} type="tel" {...form.getInputProps('phone')} />
        <TextInput label={contactFormLabels.mobile} type="tel" {...form.getInputProps('mobile')} />
        <TextInput label={contactFormLabels.directPhone} type="tel" {...form.getInputProps('directPhone')} />
        <TextInput label={contactFormLabels.linkedinUrl} type="url" {...form.getInputProps('linkedinUrl')} />
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
      <Switch
        label={contactFormLabels.isPrimary}
        {...form.getInputProps('isPrimary', { type: 'checkbox' })}
      />
      <Textarea label={contactFormLabels.notes} autosize minRows={3} {...form.getInputProps('notes')} />
    </>
  );
}
