import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import { Button, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { termsAndConditions } from '../../../shared/catalog/terms.ts';

type TermsDialogProps = {
  opened: boolean;
  accepted: boolean;
  onClose: () => void;
  onAccept: () => void;
};

/** The 9 numbered sections; 'Accept and Continue' needs the box ticked. */
export default function TermsDialog({ opened, accepted, onClose, onAccept }: TermsDialogProps) {
  const [agreed, setAgreed] = useState(accepted);

  return (
    <Modal opened={opened} onClose={onClose} title="Terms and Conditions" size="lg">
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {termsAndConditions.map((section, index) => (
          <li key={section.title}>
            <Title order={3} size="h6">
              {index + 1}. {section.title}
            </Title>
            <Text size="sm">{section.body}</Text>
          </li>
        ))}
      </Stack>
      <Checkbox
        mt="lg"
        label="I have read and agree to the Terms and Conditions"
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!agreed} onClick={onAccept}>
          Accept and Continue
        </Button>
      </Group>
    </Modal>
  );
}
