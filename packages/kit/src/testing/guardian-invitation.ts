import { codeInMessage, type InboxReader, type RegisterClient } from './register-member.js';

/**
 * Accepts a guardian invitation signed out, as the invitee's browser does (services/auth README,
 * Guardian), for tests, the demo seed and journeys: one place changes when acceptance does.
 */
export async function acceptGuardianInvitation(
  client: RegisterClient,
  invitation: { token: string; address: string },
  account: { fullName: string; password: string },
  inbox: InboxReader,
): Promise<Awaited<ReturnType<RegisterClient['post']>>> {
  const path = `/api/auth/guardian/invites/${encodeURIComponent(invitation.token)}`;
  const asked = new Date(Date.now() - 1_000);
  const sent = await client.post(`${path}/code`, {});
  if (sent.status !== 202) return sent;
  const message = await inbox(invitation.address, 'guardian.code', asked);
  return client.post(`${path}/accept`, {
    fullName: account.fullName,
    password: account.password,
    confirmPassword: account.password,
    code: codeInMessage(message.text),
  });
}
