import { p } from '@mikro-orm/core';

/** created_at and updated_at, kept by the server: spread into an entity's properties. */
export function timestamps() {
  return {
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .defaultRaw('now()'),
  };
}
