import { accountsRouter } from './features/accounts/router.ts';
import { authRouter } from './features/auth/router.ts';
import { contactsRouter } from './features/contacts/router.ts';
import { healthRouter } from './features/health/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  accounts: accountsRouter,
  contacts: contactsRouter,
});

export type AppRouter = typeof appRouter;
