import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firmPlugin } from './scripts/build/firm-plugin.ts';
import { mantineStableIdPlugin } from './scripts/build/mantine-stable-id.ts';
import { readFirmDetails } from './src/shared/catalog/firm.ts';

const apiPort = process.env.PORT ?? '3000';
const firm = readFirmDetails(process.env);

export default defineConfig({
  plugins: [react(), firmPlugin(firm), mantineStableIdPlugin()],
  // The firm's FIRM_* details, built into the client and so into the prerendered pages.
  define: { __FIRM_DETAILS__: JSON.stringify(firm) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The public pages' loader, a classic script of its own (src/client/load-page-code.ts).
      input: { index: 'index.html', 'load-page-code': 'src/client/load-page-code.ts' },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // Mantine's direction context (read by Tabs and ScrollArea) in a chunk of its own: left
          // to itself Rolldown puts it in floating-ui's chunk, so a page with tabs loaded floating-ui.
          groups: [{ name: 'direction', test: /@mantine\/core\/esm\/core\/DirectionProvider\// }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
      '/export': `http://127.0.0.1:${apiPort}`,
    },
  },
});
