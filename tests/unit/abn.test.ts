import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from '../../src/shared/abn.ts';
import { accountInputSchema } from '../../src/shared/schemas/account.ts';

describe('ABN check digits', () => {
  it.each(['51 824 753 556', '51824753556', '53 004 085 616', '28 615 208 947'])('accepts %s', (abn) =>
    expect(isValidAbn(abn)).toBe(true),
  );

  it.each([
    ['one digit changed', '51 824 753 557'],
    ['two digits swapped', '15 824 753 556'],
    ['ten digits', '51 824 753 55'],
    ['twelve digits', '51 824 753 5566'],
    ['letters', '51 824 753 55a'],
    ['empty', ''],
  ])('refuses %s', (_, abn) => expect(isValidAbn(abn)).toBe(false));

  it('prints the digits in the ATO groups', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 8247 53556')).toBe('51 824 753 556');
  });

  it('the account schema stores a valid ABN grouped and names the field for a wrong one', () => {
    const base = { name: 'Acme', accountType: 'startup' };
    expect(accountInputSchema.parse({ ...base, abn: '51824753556' }).abn).toBe('51 824 753 556');
    expect(accountInputSchema.parse({ ...base, abn: '' }).abn).toBeNull();
    const refused = accountInputSchema.safeParse({ ...base, abn: '51 824 753 557' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['abn'],
      message: 'ABN must be 11 digits with a valid check digit, such as 51 824 753 556',
    });
  });
});
