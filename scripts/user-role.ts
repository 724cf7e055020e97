/** `npm run user:role -- <email> <admin|manager|staff>`: gives a staff member a role and lets them in (active). */
import pino from 'pino';
import { staffRole } from '../src/shared/enums.ts';
import { loadConfig } from '../src/server/config.ts';
import { Profile } from '../src/server/db/entities/profile.ts';
import { User } from '../src/server/db/entities/user.ts';
import { openDatabase } from '../src/server/db/orm.ts';

const [emailArgument, roleArgument] = process.argv.slice(2);
const role = staffRole.values.find((value) => value === roleArgument);
if (!emailArgument || !role) {
  process.stderr.write(`Usage: npm run user:role -- <email> <${staffRole.values.join('|')}>\n`);
  process.exit(2);
}

const config = loadConfig();
const logger = pino({ level: 'warn' });
const database = await openDatabase(config, logger);
try {
  const em = database.orm.em.fork();
  const user = await em.findOne(User, { email: emailArgument.trim().toLowerCase() });
  const profile = user ? await em.findOne(Profile, { user: user.id }) : null;
  if (!profile) {
    process.stderr.write(`No user with the email ${emailArgument}\n`);
    process.exitCode = 1;
  } else {
    profile.role = role;
    profile.status = 'active';
    await em.flush();
    process.stdout.write(
      `${profile.firstName} ${profile.lastName} <${emailArgument}> is now ${role} (active)\n`,
    );
  }
} finally {
  await database.close();
}
