import { useState } from 'react';
import { AuthScreen } from './AuthScreen.tsx';
import { useCrmTitle } from '../useCrmTitle.ts';
import { CheckEmailCard } from './CheckEmailCard.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { useLoginNotice } from './loginNotice.ts';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

type Mode =
  | { name: 'signIn' }
  | { name: 'signUp' }
  | { name: 'forgotPassword' }
  | { name: 'checkEmail'; email: string };

const modeTitles = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  forgotPassword: 'Forgot Password',
  checkEmail: 'Check Your Email',
} as const;

/** What a signed-out visitor of /crm sees: one card that signs in, signs up, sends a reset
 * link, or asks to check the mail. */
export function LoginScreen() {
  const notice = useLoginNotice();
  const [mode, setMode] = useState<Mode>({ name: 'signIn' });
  useCrmTitle(modeTitles[mode.name]);
  const showSignIn = () => setMode({ name: 'signIn' });

  return (
    <AuthScreen>
      {mode.name === 'signIn' && (
        <SignInForm
          notice={notice}
          onSignUp={() => setMode({ name: 'signUp' })}
          onForgotPassword={() => setMode({ name: 'forgotPassword' })}
        />
      )}
      {mode.name === 'forgotPassword' && <ForgotPasswordForm onSignIn={showSignIn} />}
      {mode.name === 'signUp' && (
        <SignUpForm onSignedUp={(email) => setMode({ name: 'checkEmail', email })} onSignIn={showSignIn} />
      )}
      {mode.name === 'checkEmail' && <CheckEmailCard email={mode.email} onBackToSignIn={showSignIn} />}
    </AuthScreen>
  );
}
