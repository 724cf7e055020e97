import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A message handed to the Sign In card through the history state, e.g. after confirming an email. */
export type LoginNotice = { color: 'green' | 'red'; message: string };

type NoticeState = { loginNotice: LoginNotice };

export function loginNoticeState(notice: LoginNotice): NoticeState {
  return { loginNotice: notice };
}

function isNoticeState(state: unknown): state is NoticeState {
  return typeof state === 'object' && state !== null && 'loginNotice' in state;
}

/** The notice the previous page left, shown once: the history entry forgets it, so sign-out or reload does not repeat it. */
export function useLoginNotice(): LoginNotice | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => (isNoticeState(location.state) ? location.state.loginNotice : null));

  useEffect(() => {
    if (isNoticeState(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  return notice;
}
