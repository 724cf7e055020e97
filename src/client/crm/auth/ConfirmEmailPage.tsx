import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { crmBasePath } from '../../../shared/routes.ts';
import { useMutation } from '@tanstack/react-query';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { CrmLoader } from '../CrmLoader.tsx';
import { useCrmTitle } from '../useCrmTitle.ts';
import { loginNoticeState, type LoginNotice } from './loginNotice.ts';

const CONFIRMED: LoginNotice = { color: 'green', message: 'Your email is confirmed. You can now sign in.' };
const CONFIRMED_PENDING: LoginNotice = {
  color: 'green',
  message: 'Your email is confirmed. An admin will approve your account; sign in to see when they have.',
};

/**
 * /crm/confirm?token=...: the confirmation mail's link. Confirms once (the token works a
 * single time, so StrictMode's second effect run must not send it again), then replaces
 * itself with the Sign In card and the outcome, which also drops the token from the history.
 */
export function ConfirmEmailPage() {
  useCrmTitle('Confirm Email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const showOutcome = (notice: LoginNotice) =>
    void navigate(crmBasePath, { replace: true, state: loginNoticeState(notice) });
  const { mutate: confirmEmail } = useMutation(
    useTRPC().auth.confirmEmail.mutationOptions({
      onSuccess: ({ status }) => showOutcome(status === 'active' ? CONFIRMED : CONFIRMED_PENDING),
      onError: (error) => showOutcome({ color: 'red', message: serverErrorMessage(error) }),
    }),
  );
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmEmail({ token });
  }, [confirmEmail, token]);

  return <CrmLoader />;
}
