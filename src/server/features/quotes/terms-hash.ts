import { createHash } from 'node:crypto';
import { termsAndConditions } from '../../../shared/catalog/terms.ts';

/** SHA-256 (hex) of the terms' text as the dialog shows it: which words a quote's prospect accepted. */
export const termsHash = createHash('sha256')
  .update(termsAndConditions.map((section) => `${section.title}\n${section.body}`).join('\n\n'))
  .digest('hex');
