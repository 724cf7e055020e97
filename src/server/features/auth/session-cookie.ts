import type { FastifyReply, FastifyRequest } from 'fastify';

/** `__Host-` pins the cookie to this host and path / over HTTPS; plain HTTP (local use) cannot use it. */
export function sessionCookieName(appUrl: URL): string {
  return appUrl.protocol === 'https:' ? '__Host-session' : 'session';
}

export type SessionCookie = {
  read: () => string | undefined;
  set: (token: string, expiresAt: Date) => void;
  clear: () => void;
};

export function sessionCookie(request: FastifyRequest, reply: FastifyReply, appUrl: URL): SessionCookie {
  const name = sessionCookieName(appUrl);
  const secure = appUrl.protocol === 'https:';
  return {
    read: () => request.cookies[name],
    set: (token, expiresAt) =>
      void reply.setCookie(name, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        expires: expiresAt,
      }),
    clear: () => void reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure }),
  };
}
