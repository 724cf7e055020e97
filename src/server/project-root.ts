import path from 'node:path';

/**
 * The project's folder (package.json, public/, migrations/, dist/). This module sits two folders
 * down, in src/server, and so does the server's bundle that holds it (dist/server, built by
 * scripts/build/server-bundle.ts): the same path up works from both.
 */
export const projectRoot = path.resolve(import.meta.dirname, '../..');
