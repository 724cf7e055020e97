import { Route, Routes } from 'react-router-dom';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage.tsx';
import { CrmGate } from './auth/CrmGate.tsx';

/** The staff CRM under /crm: the email confirmation page, then the sign-in gate around the rest. */
export default function CrmApp() {
  return (
    <Routes>
      <Route path="confirm" element={<ConfirmEmailPage />} />
      <Route path="*" element={<CrmGate />} />
    </Routes>
  );
}
