import { randomBytes } from 'node:crypto';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import type { TestApp } from './app.ts';

/** A lead at an account with its contact Jane Citizen (an address of her own), made straight in the database. */
export async function leadAtAccount(server: TestApp, accountName = 'Harbour Care') {
  const em = server.database.orm.em.fork();
  const tag = randomBytes(3).toString('hex');
  const account = em.create(Account, { name: accountName });
  const contact = em.create(Contact, {
    firstName: 'Jane',
    lastName: 'Citizen',
    account,
    email: `jane.${tag}@harbour.example`,
  });
  const lead = em.create(Lead, { title: 'Registration enquiry', account, contact });
  await em.flush();
  return { account, contact, lead };
}
