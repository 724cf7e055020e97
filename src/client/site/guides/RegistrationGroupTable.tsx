import { Badge, Table } from '@mantine/core';
import { registrationGroupGuide } from '../../../shared/catalog/registration-groups.ts';

/** The guide's 20 registration groups with the type of audit each needs. */
export function RegistrationGroupTable() {
  return (
    <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>No.</Table.Th>
          <Table.Th>Registration Group</Table.Th>
          <Table.Th>Type of Audit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {registrationGroupGuide.map((group) => (
          <Table.Tr key={group.no}>
            <Table.Td ff="monospace">{group.no}</Table.Td>
            <Table.Td>{group.name}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={group.auditType === 'Certification' ? 'orange' : 'teal'}>
                {group.auditType}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
