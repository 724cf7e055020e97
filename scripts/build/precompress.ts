import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every text file of the
 * built client, which @fastify/static then sends as they are (its preCompressed option):
 * the best compression, paid once at build time instead of on every request. The smallest
 * files too: a file without its copy goes out through @fastify/compress, which gives every
 * streamed answer a compressor of its own, whatever its size (2.3 ms of the server's CPU for a
 * 43-byte module against 1.3 from its copy, and 30-40 such modules on a page view).
 */
export function precompressDirectory(directory: string): void {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      precompressDirectory(file);
    } else if (compressible.test(entry.name)) {
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    }
  }
}
