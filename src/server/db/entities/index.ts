import { AppMeta } from './app-meta.ts';

/** Every entity the ORM knows; a new entity is added here and then gets its migration. */
export const entities = [AppMeta];
