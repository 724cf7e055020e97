import { Route, Routes } from 'react-router-dom';
import { AcceptInvitationPage } from './auth/AcceptInvitationPage.tsx';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage.tsx';
import { CrmGate } from './auth/CrmGate.tsx';
import { ResetPasswordPage } from './auth/ResetPasswordPage.tsx';

/** The staff CRM under /crm: the email confirmation, invitation and password reset pages, then the sign-in gate around the rest. */
export default function CrmApp() {
  return (
    <Routes>
      <Route path="confirm" element={<ConfirmEmailPage />} />
      <Route path="invitation" element={<AcceptInvitationPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<CrmGate />} />
    </Routes>
  );
}
