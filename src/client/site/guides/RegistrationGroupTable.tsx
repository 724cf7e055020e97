import { Table } from '@mantine/core';
import { Fragment } from 'react';
import { registrationGroupGuide } from '../../../shared/catalog/registration-groups.ts';
import { AuditTypeBadge } from '../proposals/AuditTypeBadge.tsx';

/** 'Accommodation/tenancy' may wrap after its slash, so the table fits small phones. */
function wrappableAfterSlashes(name: string) {
  return name.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** The guide's 20 registration groups with the type of audit each needs. */
export default function RegistrationGroupTable() {
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
            <Table.Td>{wrappableAfterSlashes(group.name)}</Table.Td>
            <Table.Td>
              <AuditTypeBadge auditType={group.auditType} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
