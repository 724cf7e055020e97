import '@mantine/core/styles/Accordion.css';
import { Accordion, List, Text } from '@mantine/core';
import { useHydrated } from '../../components/useHydrated.tsx';

/** The collapsible 'Why Registration Groups Matter' explainer. */
export function WhyRegistrationGroupsMatter() {
  const hydrated = useHydrated();
  return (
    <Accordion variant="separated" radius="md" order={2}>
      <Accordion.Item value="why-registration-groups-matter">
        <Accordion.Control disabled={!hydrated}>Why Registration Groups Matter</Accordion.Control>
        <Accordion.Panel>
          <Text mb="sm">
            The registration groups you apply for shape your whole registration. Choosing them carefully saves
            time and money and avoids delays with the NDIS Commission.
          </Text>
          <List spacing="xs">
            <List.Item>They define which supports you may deliver as a registered provider.</List.Item>
            <List.Item>
              They decide your audit type: a verification audit for lower-risk groups, a certification audit
              for higher-risk groups.
            </List.Item>
            <List.Item>
              They determine which NDIS Practice Standards modules your auditor assesses you against.
            </List.Item>
            <List.Item>
              They drive the cost and length of your audit, and the evidence you need to prepare.
            </List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
