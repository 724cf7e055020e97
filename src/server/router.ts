import { activitiesRouter } from './features/activities/router.ts';
import { authRouter } from './features/auth/router.ts';
import { backupsRouter } from './features/backups/router.ts';
import { passkeysRouter } from './features/auth/passkeys-router.ts';
import { sessionsRouter } from './features/auth/sessions-router.ts';
import { twoFactorRouter } from './features/auth/two-factor-router.ts';
import { dashboardRouter } from './features/dashboard/router.ts';
import { evidenceRouter } from './features/evidence-requests/public-router.ts';
import { enquiryRoutingRouter } from './features/enquiry-routing/router.ts';
import { demoDataRouter } from './features/demo-data/router.ts';
import { historyRouter } from './features/history/router.ts';
import { importsRouter } from './features/imports/router.ts';
import { intakeRouter } from './features/intake/router.ts';
import { listViewsRouter } from './features/list-views/router.ts';
import { reportsRouter } from './features/reports/router.ts';
import { searchRouter } from './features/search/router.ts';
import { notificationsRouter } from './features/notifications/router.ts';
import { privacyRouter } from './features/privacy/router.ts';
import { privacyRequestsRouter } from './features/privacy-requests/router.ts';
import { dataBreachesRouter } from './features/data-breaches/router.ts';
import { teamRouter } from './features/team/router.ts';
import { recordTypeRouters } from './record-types.ts';
import { router } from './trpc.ts';

/** The API: every record type's router (record-types.ts), then the other features'. */
export const appRouter = router({
  ...recordTypeRouters,
  auth: authRouter,
  twoFactor: twoFactorRouter,
  passkeys: passkeysRouter,
  sessions: sessionsRouter,
  dashboard: dashboardRouter,
  activities: activitiesRouter,
  notifications: notificationsRouter,
  demoData: demoDataRouter,
  intake: intakeRouter,
  team: teamRouter,
  backups: backupsRouter,
  enquiryRouting: enquiryRoutingRouter,
  evidence: evidenceRouter,
  history: historyRouter,
  search: searchRouter,
  imports: importsRouter,
  listViews: listViewsRouter,
  reports: reportsRouter,
  privacy: privacyRouter,
  privacyRequests: privacyRequestsRouter,
  dataBreaches: dataBreachesRouter,
});

export type AppRouter = typeof appRouter;
