import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { duplicateService, recordService } from '../records/record-service.ts';
import { accountType } from './account-type.ts';
import type { AccountOption } from './dto.ts';

export const accountService = recordService(accountType);
export const accountDuplicates = duplicateService(accountType);

/** Every live account by name, for selectors. */
export async function listAccountOptions(em: EntityManager): Promise<AccountOption[]> {
  const accounts = await em.find(
    Account,
    {},
    { fields: ['id', 'name'], orderBy: [{ name: 'asc' }, { id: 'asc' }] },
  );
  return accounts.map(({ id, name }) => ({ id, name }));
}
