import '@mantine/core/styles/Accordion.css';
import { Accordion, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { publicPaths } from '../../../shared/routes.ts';
import { useHydrated } from '../../components/useHydrated.tsx';

/** The three-step guide to working out an audit pathway; one step open at a time, all can be closed. */
export function PathwayGuide() {
  const hydrated = useHydrated();
  return (
    <Accordion variant="separated" radius="md" order={3}>
      <Accordion.Item value="supports">
        <Accordion.Control disabled={!hydrated}>1. List the supports you will deliver</Accordion.Control>
        <Accordion.Panel>
          <Text>
            Write down every support you plan to offer participants, then match each one to its NDIS
            registration group. Our{' '}
            <Anchor component={Link} to={publicPaths.registrationGroups} underline="always">
              registration groups guide
            </Anchor>{' '}
            lists the common groups and the audit each one needs.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="audit-type">
        <Accordion.Control disabled={!hydrated}>2. Check the audit type of each group</Accordion.Control>
        <Accordion.Panel>
          <Text>
            Each registration group needs either a verification or a certification audit. If every group you
            choose is verification, you have a desktop audit. If even one group needs certification, your
            whole registration is audited under certification scope.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="modules">
        <Accordion.Control disabled={!hydrated}>3. Identify the modules that apply</Accordion.Control>
        <Accordion.Panel>
          <Text>
            A certification audit always covers the Core Module. Groups such as High Intensity Daily Personal
            Activities, specialist behaviour support, early childhood supports and Specialist Disability
            Accommodation add a supplementary module, each with its own evidence requirements.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
