import { codeInMessage, type InboxReader, type RegisterClient } from './register-member.js';

/**
 * Accepting a guardian invitation signed out, as the invitee's browser does it (services/auth
 * README, Guardian): ask for the code, read it from the invited address's inbox, then accept with
 * the new account's name and password and the code. For the test suites, the demo seed and the
 * journeys, so the day acceptance changes, one place changes. Answers the accept's response.
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
