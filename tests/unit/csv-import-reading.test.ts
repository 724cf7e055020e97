import { describe, expect, it } from 'vitest';
import { contactFields } from '../../src/shared/record-fields/contacts.ts';
import { leadFields } from '../../src/shared/record-fields/leads.ts';
import { contactImport } from '../../src/server/features/contacts/contact-import.ts';
import { cellValue } from '../../src/server/features/records/import/cell-values.ts';
import { guessMapping } from '../../src/server/features/records/import/column-mapping.ts';
import { detectDelimiter } from '../../src/server/features/records/import/csv-file.ts';

const fieldOf = (fields: typeof leadFields, key: string) => {
  const field = fields.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`no field ${key}`);
  return field;
};

describe('reading an import file', () => {
  it('takes ; as the delimiter only when the header has more of them than commas outside quotes', () => {
    expect(detectDelimiter('\uFEFFFirst name;Last name;Email\nA;B;C')).toBe(';');
    expect(detectDelimiter('First name,Last name,"Notes; more"\n')).toBe(',');
    expect(detectDelimiter('"Name, full";Email;Phone\r\n')).toBe(';');
  });

  it('guesses columns from headers by label, key or synonym, ignoring case and punctuation, each field once', () => {
    expect(
      guessMapping(
        ['FIRST NAME', 'surname', 'E-mail', 'Company', 'Mobile phone', 'email', 'Favourite colour'],
        contactImport,
      ),
    ).toEqual(['firstName', 'lastName', 'email', 'account', 'mobile', null, null]);
  });

  it('reads cells as the form would send them', () => {
    expect(cellValue(fieldOf(leadFields, 'status'), 'proposal sent')).toBe('proposal_sent');
    expect(cellValue(fieldOf(leadFields, 'status'), 'Lost')).toBe('Lost');
    expect(cellValue(fieldOf(leadFields, 'estimatedValue'), '$12,500.50')).toBe(12500.5);
    expect(cellValue(fieldOf(leadFields, 'expectedCloseDate'), '3/7/2027')).toBe('2027-07-03');
    expect(cellValue(fieldOf(leadFields, 'painPoints'), 'Audits; Policies ;')).toEqual([
      'Audits',
      'Policies',
    ]);
    expect(cellValue(fieldOf(contactFields, 'isPrimary'), 'Yes')).toBe(true);
    expect(cellValue(fieldOf(contactFields, 'isPrimary'), 'maybe')).toBe('maybe');
    expect(cellValue(fieldOf(contactFields, 'firstName'), '  ')).toBe('');
    expect(cellValue(fieldOf(contactFields, 'decisionMakerInfluence'), '')).toBeUndefined();
  });
});
