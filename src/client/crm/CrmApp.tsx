import { Navigate, Route, Routes } from 'react-router-dom';
import { crmBasePath } from '../../shared/routes.ts';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage.tsx';
import { CrmGate } from './auth/CrmGate.tsx';
import { crmTabs } from './shell/crmTabs.tsx';

/** The staff CRM under /crm: the email confirmation page, then the sign-in gate around the tabs. */
export default function CrmApp() {
  return (
    <Routes>
      <Route path="confirm" element={<ConfirmEmailPage />} />
      <Route element={<CrmGate />}>
        {crmTabs.map((tab) =>
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
