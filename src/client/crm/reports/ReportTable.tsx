import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ReportSection } from '../../../shared/reports.ts';
import { formatCell } from './formatCell.ts';
import { reportLinkUrl } from './reportLinkUrl.ts';

/** A section's table: every figure that counts records links to the list of those records. */
export function ReportTable({ section }: { section: ReportSection }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {section.columns.map((column) => (
              <Table.Th key={column.key} ta={column.format === 'text' ? 'left' : 'right'}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {section.rows.map((row, index) => (
            <Table.Tr key={index}>
              {section.columns.map((column) => {
                const text = formatCell(row.cells[column.key] ?? null, column.format);
                const link = row.links[column.key];
                return (
                  <Table.Td key={column.key} ta={column.format === 'text' ? 'left' : 'right'}>
                    {link ? (
                      <Anchor component={Link} to={reportLinkUrl(link)}>
                        {text}
                      </Anchor>
                    ) : (
                      text
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
