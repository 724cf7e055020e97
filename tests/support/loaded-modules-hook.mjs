// Loaded with `node --import` by tests/integration/server-bundle.test.ts: appends the URL of every
// module this process loads to the file $LOADED_MODULES_FILE.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import process from 'node:process';

const file = process.env.LOADED_MODULES_FILE;
if (file)
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
