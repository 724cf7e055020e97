import type { EntityManager } from '@mikro-orm/postgresql';
import { crmBasePath, crmResetPasswordPath } from '../../../shared/routes.ts';
import type { Config } from '../../config.ts';
import { PasswordReset } from '../../db/entities/password-reset.ts';
import { User } from '../../db/entities/user.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordChangedMail, passwordResetMail } from '../../mail/templates.ts';
import { generateSecret, sha256 } from './tokens.ts';

type PasswordMailServices = { em: EntityManager; config: Pick<Config, 'appUrl' | 'firm'>; mailer: Mailer };

/**
 * A reset request's mail: to an account's address (not a deactivated one) the link, whose token is
 * made here, outside the request, with only its SHA-256 stored; a retried send makes a new one.
 * A request for an address without an account is dropped, unsent.
 */
export async function sendPasswordResetMail(
  { em, config, mailer }: PasswordMailServices,
  resetId: string,
): Promise<void> {
  const reset = await em.findOne(PasswordReset, { id: resetId });
  if (!reset || reset.usedAt || reset.expiresAt <= new Date()) return;
  const user = await em.findOne(User, { email: reset.email }, { populate: ['profile'] });
  if (!user || user.profile?.status === 'deactivated') {
    await em.nativeDelete(PasswordReset, { id: resetId });
    return;
  }
  const token = generateSecret();
  await em.nativeUpdate(PasswordReset, { id: resetId }, { tokenHash: sha256(token) });
  const link = new URL(`${crmResetPasswordPath}?token=${encodeURIComponent(token)}`, config.appUrl);
  await mailer.send(passwordResetMail(config.firm, reset.email, link.toString()));
}

/** Tells the person their password changed (by a reset or in Settings), in case it was not them. */
export async function sendPasswordChangedMail(
  { em, config, mailer }: PasswordMailServices,
  userId: string,
): Promise<void> {
  const user = await em.findOne(User, { id: userId });
  if (user)
    await mailer.send(
      passwordChangedMail(config.firm, user.email, new URL(crmBasePath, config.appUrl).toString()),
    );
}
