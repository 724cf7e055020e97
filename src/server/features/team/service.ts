import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffRole, StaffStatus } from '../../../shared/enums.ts';
import { Profile } from '../../db/entities/profile.ts';
import { SignUp } from '../../db/entities/sign-up.ts';
import { User } from '../../db/entities/user.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { INVITATION_LIFETIME } from '../auth/service.ts';
import { deleteSessionsOf } from '../auth/sessions.ts';
import { usersWithTwoFactor } from './two-factor.ts';

export type TeamMember = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: StaffStatus;
  lastSignInAt: Date | null;
  createdAt: Date;
  twoFactorEnabled: boolean;
};

export type PendingInvitation = { id: string; email: string; role: StaffRole; expiresAt: Date };

/** Everyone with an account: those waiting for approval first, then by name. */
export async function listTeam(em: EntityManager): Promise<TeamMember[]> {
  const profiles = await em.find(Profile, {}, { populate: ['user'] });
  const withTwoFactor = await usersWithTwoFactor(em);
  const order: Record<StaffStatus, number> = { pending: 0, active: 1, deactivated: 2 };
  return profiles
    .map((profile): TeamMember => ({
      id: profile.user.id,
      email: profile.user.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      role: profile.role,
      status: profile.status,
      lastSignInAt: profile.lastSignInAt ?? null,
      createdAt: profile.createdAt,
      twoFactorEnabled: withTwoFactor.has(profile.user.id),
    }))
    .sort(
      (a, b) =>
        order[a.status] - order[b.status] ||
        `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'en-AU'),
    );
}

/** Invitations whose link has not been followed yet. */
export async function listInvitations(em: EntityManager): Promise<PendingInvitation[]> {
  const rows = await em.find(
    SignUp,
    { invitedRole: { $ne: null }, expiresAt: { $gt: new Date() } },
    { orderBy: { createdAt: 'desc' } },
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.invitedRole as StaffRole,
    expiresAt: row.expiresAt,
  }));
}

type TeamContext = { em: EntityManager; user: User };

const NOT_FOUND = 'This staff member was not found.';
const NOT_YOURSELF = 'You cannot change your own access. Ask another admin.';

/**
 * Changes another member's profile in one transaction, with the row locked. An admin never
 * changes their own access, so the team always keeps the admin who made the change.
 */
async function changeMember(
  { em, user }: TeamContext,
  userId: string,
  change: (profile: Profile) => void,
): Promise<TeamMember> {
  if (userId === user.id) throw new AppError('FORBIDDEN', NOT_YOURSELF);
  await em.transactional(async (tx) => {
    const profile = await tx.findOne(Profile, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!profile) throw new AppError('NOT_FOUND', NOT_FOUND);
    change(profile);
    await tx.flush();
    if (profile.status === 'deactivated') await deleteSessionsOf(tx, userId);
  });
  const member = (await listTeam(em.fork())).find((entry) => entry.id === userId);
  if (!member) throw new AppError('NOT_FOUND', NOT_FOUND);
  return member;
}

export const approveMember = (ctx: TeamContext, userId: string) =>
  changeMember(ctx, userId, (profile) => {
    profile.status = 'active';
  });

/** Shuts the member out: their sessions end at once and sign-in is refused. */
export const deactivateMember = (ctx: TeamContext, userId: string) =>
  changeMember(ctx, userId, (profile) => {
    profile.status = 'deactivated';
  });

export const changeMemberRole = (ctx: TeamContext, userId: string, role: StaffRole) =>
  changeMember(ctx, userId, (profile) => {
    profile.role = role;
  });

export const ALREADY_ON_TEAM = 'Someone with this email already has an account.';

/** Stores an invitation and queues its mail; its link sets the name and password, no approval needed. */
export async function invite(
  ctx: TeamContext & { jobs: Jobs },
  input: { email: string; role: StaffRole },
): Promise<PendingInvitation> {
  if (await ctx.em.findOne(User, { email: input.email }))
    throw fieldError('email', ALREADY_ON_TEAM, 'CONFLICT');
  const invitation = ctx.em.create(SignUp, {
    email: input.email,
    invitedRole: input.role,
    invitedBy: ctx.user,
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME),
  });
  await ctx.em.flush();
  await ctx.jobs.sendMail({ kind: 'sign-up', signUpId: invitation.id });
  return { id: invitation.id, email: invitation.email, role: input.role, expiresAt: invitation.expiresAt };
}

/** Withdraws an invitation: its link stops working. */
export async function withdrawInvitation(em: EntityManager, id: string): Promise<{ id: string }> {
  await em.nativeDelete(SignUp, { id, invitedRole: { $ne: null } });
  return { id };
}
