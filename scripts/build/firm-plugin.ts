import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { firmDefaults, type FirmDetails } from '../../src/shared/catalog/firm.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The firm's name where the client's code cannot put it: index.html's `%FIRM_NAME%` (the
 * default title, og:site_name) and the web manifest's names, in the built copy of public/.
 */
export function firmPlugin(firm: FirmDetails): Plugin {
  let outDir = '';
  return {
    name: 'firm-details',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%FIRM_NAME%', escapeHtml(firm.name)),
    },
    writeBundle() {
      const file = path.join(outDir, 'site.webmanifest');
      // The server-side build copies no public/ files.
      if (firm.name === firmDefaults.FIRM_NAME || !existsSync(file)) return;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(
        file,
        `${JSON.stringify({ ...manifest, name: firm.name, short_name: firm.name }, null, 2)}\n`,
      );
    },
  };
}
