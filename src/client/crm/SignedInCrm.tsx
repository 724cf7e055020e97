import '@mantine/core/styles.css';
import { Fragment } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { crmBasePath } from '../../shared/routes.ts';
import type { CurrentUser } from './currentUser.ts';
import { CrmShell } from './shell/CrmShell.tsx';
import { crmTabs, settingsPages } from './shell/crmTabs.tsx';

/**
 * The CRM of a signed-in user: the shell around the tabs, with all of Mantine's styles (the CRM
 * uses most of Mantine). A chunk of its own, so the sign-in screen shows without downloading it.
 * Each tab's screens are keyed by the tab, so moving between tabs starts them anew: a list never
 * keeps another type's rows while its own load.
 */
export default function SignedInCrm({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route element={<CrmShell user={user} />}>
        {[...crmTabs, ...settingsPages].map((tab) =>
          tab.path ? (
            <Route
              key={tab.path}
              path={`${tab.path}/*`}
              element={<Fragment key={tab.path}>{tab.content}</Fragment>}
            />
          ) : (
            <Route key="index" index element={tab.content} />
          ),
        )}
      </Route>
      <Route path="*" element={<Navigate to={crmBasePath} replace />} />
    </Routes>
  );
}
