import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { auditAction, systemActor } from '../../../shared/enums.ts';
import type { FieldChange } from '../../../shared/schemas/history.ts';
import { User } from './user.ts';

/**
 * One change of a record, written by the record kit in the transaction of the change: who,
 * (a staff member or the system), when, which record (its type's table and its id), what was done, and each changed field with
 * its value before and after.
 */
export const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    recordType: p.string().length(50),
    recordId: p.uuid(),
    action: p.enum(auditAction.values),
    changes: p.json<FieldChange[]>(),
    changedBy: () => p.manyToOne(User).fieldName('changed_by').nullable().deleteRule('set null'),
    /** The system that made the change when no staff member did ('website'). */
    actor: p.enum(systemActor.values).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
  indexes: [{ properties: ['recordType', 'recordId', 'createdAt'] }],
});

export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);
