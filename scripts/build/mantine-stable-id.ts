import path from 'node:path';
import type { Plugin } from 'vite';

const stableId = path.resolve(import.meta.dirname, '../../src/client/components/mantineStableId.ts');

/**
 * Resolves @mantine/hooks' `useId` module to src/client/components/mantineStableId.ts, which says
 * why. Every Mantine component imports the hook through the package's index, which imports it
 * from this one file.
 */
export function mantineStableIdPlugin(): Plugin {
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/@mantine/hooks/esm/') && source.endsWith('/use-id/use-id.mjs'))
        return stableId;
      return null;
    },
  };
}
