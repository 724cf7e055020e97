import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Checkbox, Fieldset, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { modules } from '../../../shared/catalog/modules.ts';
import { formatAud } from '../../../shared/format.ts';
import {
  existingProviderFee,
  outletKinds,
  type ExistingProviderDetailsInput,
} from '../../../shared/pricing.ts';
import { useHydrated } from '../../components/useHydrated.tsx';
import { SectionCard } from './SectionCard.tsx';

const fee = formatAud(existingProviderFee);

const countInputProps = {
  min: 0,
  allowNegative: false,
  allowDecimal: false,
  clampBehavior: 'strict',
} as const;

type CurrentServiceDetailsCardProps = {
  details: ExistingProviderDetailsInput;
  /** The page's state setter: stable, so the card keeps its prerendered fields until its code arrives. */
  onChange: Dispatch<SetStateAction<ExistingProviderDetailsInput>>;
};

/** What an existing provider delivers today; every field feeds the price as it changes. */
export default function CurrentServiceDetailsCard({ details, onChange }: CurrentServiceDetailsCardProps) {
  // A tick or a count entered before hydration would be reset by React: the fields wait for it.
  const hydrated = useHydrated();
  return (
    <SectionCard
      title="Current Service Details"
      description={`Tell us about the services you deliver today. Each item below adds ${fee} to your price, and the NDIS Internal Audit Report (${fee}) is always included.`}
    >
      <Fieldset variant="unstyled" disabled={!hydrated}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="md">
            <Switch
              label="We currently support NDIS clients"
              mt={{ sm: 30 }}
              checked={details.hasClients}
              onChange={(event) => {
                const hasClients = event.currentTarget.checked;
                onChange((current) => ({ ...current, hasClients }));
              }}
            />
            <NumberInput
              label="Number of clients"
              description="Core module clients fee when above 0"
              {...countInputProps}
              value={details.clientCount}
              onChange={(clientCount) => onChange((current) => ({ ...current, clientCount }))}
            />
          </SimpleGrid>
          <Checkbox.Group
            label="Modules your clients receive"
            description={`${fee} for each module other than the Core Module`}
            value={[...details.modulesWithClients]}
            onChange={(ids) => onChange((current) => ({ ...current, modulesWithClients: ids }))}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {modules.map((module) => (
                <Checkbox key={module.id} value={module.id} label={module.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {outletKinds.map(({ kind, label }) => (
              <NumberInput
                key={kind}
                label={`${label} outlets`}
                {...countInputProps}
                value={details.outlets[kind]}
                onChange={(count) =>
                  onChange((current) => ({ ...current, outlets: { ...current.outlets, [kind]: count } }))
                }
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </SectionCard>
  );
}
