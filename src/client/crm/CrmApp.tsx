import { Navigate, Route, Routes } from 'react-router-dom';
import { crmBasePath } from '../../shared/routes.ts';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage.tsx';
import { CrmGate } from './auth/CrmGate.tsx';
import { AcceptInvitationPage } from './auth/AcceptInvitationPage.tsx';
import { crmTabs, settingsPages } from './shell/crmTabs.tsx';

/** The staff CRM under /crm: the email confirmation and invitation pages, then the sign-in gate around the tabs and settings pages. */
export default function CrmApp() {
  return (
    <Routes>
      <Route path="confirm" element={<ConfirmEmailPage />} />
      <Route path="invitation" element={<AcceptInvitationPage />} />
      <Route element={<CrmGate />}>
        {[...crmTabs, ...settingsPages].map((tab) =>
          tab.path ? (
            <Route key={tab.path} path={`${tab.path}/*`} element={tab.content} />
          ) : (
            <Route key="index" index element={tab.content} />
          ),
        )}
      </Route>
      <Route path="*" element={<Navigate to={crmBasePath} replace />} />
    </Routes>
  );
}
