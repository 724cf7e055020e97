import { randomUUID } from 'node:crypto';
import { appRouter } from '../../src/server/router.ts';

/** Who may call a procedure: anyone, anyone signed in, approved staff, managers (and admins), admins. */
export type Access = 'public' | 'signedIn' | 'staff' | 'manager' | 'admin';

export type ProcedureCase = { path: string; type: 'query' | 'mutation'; access: Access; input: unknown };

const id = randomUUID();
const lead = { title: 'Probe', accountId: id, contactId: id };

/**
 * Every procedure of the API with a well-formed input and who may call it. A test fails when a
 * procedure is added without a line here (see `procedureCases`).
 */
const cases: Record<string, { access: Access; input?: unknown }> = {
  'auth.me': { access: 'public' },
  'auth.signUp': {
    access: 'public',
    input: { firstName: 'A', lastName: 'B', email: 'probe@example.com', password: 'Probe-Pass-42' },
  },
  'auth.confirmEmail': { access: 'public', input: { token: 'nope' } },
  'auth.acceptInvitation': {
    access: 'public',
    input: { token: 'nope', firstName: 'A', lastName: 'B', password: 'Probe-Pass-42' },
  },
  'auth.signIn': { access: 'public', input: { email: 'probe@example.com', password: 'wrong-one' } },
  'auth.signOut': { access: 'public' },
  'auth.updateProfile': { access: 'signedIn', input: { firstName: 'A', lastName: 'B' } },
  'dashboard.stats': { access: 'staff' },
  'dashboard.recentLeads': { access: 'staff' },
  'leads.list': { access: 'staff', input: {} },
  'leads.byId': { access: 'staff', input: { id } },
  'leads.create': { access: 'staff', input: lead },
  'leads.update': { access: 'staff', input: { ...lead, id } },
  'leads.delete': { access: 'staff', input: { id } },
  'leads.restore': { access: 'staff', input: { id } },
  'leads.scheduleFollowUp': { access: 'staff', input: { id, followUpDate: '2030-01-01' } },
  'leads.assignableStaff': { access: 'staff' },
  'activities.byLead': { access: 'staff', input: { leadId: id } },
  'activities.create': { access: 'staff', input: { leadId: id, type: 'note', title: 'x' } },
  'accounts.list': { access: 'staff', input: {} },
  'accounts.byId': { access: 'staff', input: { id } },
  'accounts.create': { access: 'staff', input: { name: 'Probe', accountType: 'startup' } },
  'accounts.update': { access: 'staff', input: { id, name: 'Probe', accountType: 'startup' } },
  'accounts.delete': { access: 'staff', input: { id } },
  'accounts.restore': { access: 'staff', input: { id } },
  'accounts.options': { access: 'staff' },
  'contacts.list': { access: 'staff', input: {} },
  'contacts.byId': { access: 'staff', input: { id } },
  'contacts.create': { access: 'staff', input: { firstName: 'A', lastName: 'B' } },
  'contacts.update': { access: 'staff', input: { id, firstName: 'A', lastName: 'B' } },
  'contacts.delete': { access: 'staff', input: { id } },
  'contacts.restore': { access: 'staff', input: { id } },
  'contacts.byAccount': { access: 'staff', input: { accountId: id } },
  'demoData.create': { access: 'admin' },
  'demoData.clear': { access: 'admin' },
  'intake.formToken': { access: 'public' },
  'intake.createLeadFromForm': {
    access: 'public',
    input: {
      formType: 'contact',
      formData: {
        name: 'Jo Probe',
        email: 'jo.probe@example.com',
        phone: '0400 000 000',
        message: 'Hello',
        submittedAt: new Date().toISOString(),
      },
      website: '',
      formToken: 'not-a-token',
    },
  },
  'team.list': { access: 'manager' },
  'team.invitations': { access: 'admin' },
  'team.approve': { access: 'admin', input: { userId: id } },
  'team.deactivate': { access: 'admin', input: { userId: id } },
  'team.changeRole': { access: 'admin', input: { userId: id, role: 'staff' } },
  'team.invite': { access: 'admin', input: { email: 'invited.probe@example.com', role: 'staff' } },
  'team.withdrawInvitation': { access: 'admin', input: { id } },
};

/** Every procedure of appRouter, with its case; throws for a procedure that has none. */
export function procedureCases(): ProcedureCase[] {
  const procedures = appRouter._def.procedures as Record<string, { _def: { type: string } }>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const entry = cases[path];
    if (!entry)
      throw new Error(`No access case for the procedure ${path}: add it to tests/support/procedures.ts`);
    return {
      path,
      type: procedure._def.type === 'query' ? 'query' : 'mutation',
      access: entry.access,
      input: entry.input,
    };
  });
}
