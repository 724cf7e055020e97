import { z } from 'zod';
import { labelled } from '../enums.ts';
import { recordTypes } from '../record-fields/index.ts';

/** How a record list is shown: the spec's cards, or the dense table. */
export const listLayout = labelled({ cards: 'Cards', table: 'Table' });
export type ListLayout = (typeof listLayout.values)[number];

/** A person's choice of layout for one record type's list. */
export const listViewSchema = z.object({
  recordType: z.enum(recordTypes, 'Unknown record type'),
  layout: z.enum(listLayout.values, 'Choose cards or table'),
});
export type ListViewInput = z.infer<typeof listViewSchema>;
