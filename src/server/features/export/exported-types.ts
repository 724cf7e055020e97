import { registeredTypes } from '../../record-types.ts';
import type { RegisteredType } from '../records/registered-type.ts';

/** What the export needs of a record type: its entity, and its list's rows for a list input it checks. */
export type ExportedType = Pick<RegisteredType, 'entity' | 'rows'>;

/** The record types that can be exported, by their path (`GET /export/<path>`): every registered one. */
export const exportedTypes: Readonly<Record<string, ExportedType>> = registeredTypes;
