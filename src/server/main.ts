import { serve } from './serve.ts';

await serve();
