/** `npm run db:migrate`: applies pending migrations (the server also does this at start). */
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from './orm.ts';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const database = await openDatabase(config, logger);
await database.close();
