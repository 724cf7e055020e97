/** `npm start`: builds the client when needed, then runs the server. */
import { ensureClientBuild } from './client-build.ts';

process.env.NODE_ENV ??= 'production';
ensureClientBuild();
await import('../src/server/main.ts');
