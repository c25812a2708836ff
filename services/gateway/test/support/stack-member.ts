import { fetchClient, folderInbox, registerAndConfirm } from '@mawadda/kit/testing';
import { vi } from 'vitest';

/** A member registered through a stack's gateway, whose profile exists. */
export interface RegisteredStackMember {
  id: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}

/**
 * Registers and confirms a member through a multi-process stack's gateway (codes read from the
 * stack's dev inbox), then waits until the profile process has made the profile from auth's
 * event. Both distributed stacks (distributed-stack.ts, fault-drill-stack.ts) register this way.
 */
export async function registerStackMember(
  gateway: string,
  inboxDir: string,
  person: { fullName: string; gender: 'male' | 'female'; phone: string },
): Promise<RegisteredStackMember> {
  const password = 'Rahma-wa-sakina-8';
  const email = `${person.fullName.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.ae`;
  const registered = await registerAndConfirm(
    fetchClient(gateway),
    {
      fullName: person.fullName,
      email,
      phone: person.phone,
      password,
      confirmPassword: password,
      gender: person.gender,
      birthDate: '1993-03-03',
      nationality: 'AE',
      country: 'AE',
      city: 'AE-DXB',
      address: 'Al Qusais, Dubai',
      maritalState: 'single',
      siteObjectiveId: 'marriage',
      communicate: 'guardian',
      acceptOath: true,
      acceptTerms: true,
    },
    folderInbox(inboxDir),
  );
  const headers = { authorization: `Bearer ${registered.body.token}` };
  // The profile is made from auth's event over Kafka: wait for it (hooks cannot use expect.poll).
  await vi.waitFor(
    async () => {
      if ((await fetch(`${gateway}/api/profile/me`, { headers })).status !== 200)
        throw new Error(`no profile for ${registered.body.account.id} yet`);
    },
    { timeout: 30_000, interval: 100 },
  );
  return { id: registered.body.account.id, email, password, headers };
}
