import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import { NO_GUARDIAN_SETTINGS, type EventEnvelope } from '@mawadda/contracts';
import { envelopeOf, TOKEN_AUDIENCE, TOKEN_ISSUER, uuidv7 } from '@mawadda/kit';
import { registeredMember } from '@mawadda/kit/testing';

export interface BenchMember {
  id: string;
  token: string;
}

/**
 * Members for the load: ids, and access tokens signed with the key the server under test was
 * given (as auth signs them), so a thousand members need no thousand password hashes.
 */
export async function benchMembers(
  count: number,
  privateJwk: JWK,
  role: 'member' | 'guardian' = 'member',
): Promise<BenchMember[]> {
  const key = await importJWK(privateJwk, 'EdDSA');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const id = uuidv7();
      const token = await new SignJWT({ role, sid: randomUUID() })
        .setProtectedHeader({ alg: 'EdDSA', kid: privateJwk.kid! })
        .setSubject(id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(key);
      return { id, token, index: i };
    }),
  );
}

/**
 * Guardians for the women of every `every`-th conversation (members 2k and 2k+1 talk; 2k+1 is
 * the woman), each approving her conversations and reading them: by her id.
 */
export async function benchGuardians(
  members: BenchMember[],
  every: number,
  privateJwk: JWK,
): Promise<Map<string, BenchMember>> {
  const wards = members.filter((_, i) => i % 2 === 1 && ((i - 1) / 2) % every === 0);
  const guardians = await benchMembers(wards.length, privateJwk, 'guardian');
  return new Map(wards.map((w, i) => [w.id, guardians[i]!]));
}

/**
 * What chat hears of these members from the other services, as the events those services
 * publish: registered (auth), a public profile (profile), premium from a free trial (billing's
 * `entitlement.changed`, all chat keeps of billing), and a guardian's link where she has one
 * (auth's `guardian.changed`: approving her conversations, reading them). Even members men, odd
 * ones women.
 */
export function memberEvents(
  members: BenchMember[],
  guardians: ReadonlyMap<string, BenchMember> = new Map(),
): EventEnvelope[] {
  const now = new Date();
  const premiumUntil = new Date(now.getTime() + 14 * 86_400_000).toISOString();
  return members.flatMap((m, i) => {
    const gender = i % 2 ? 'female' : 'male';
    const guardian = guardians.get(m.id);
    const registered = registeredMember({ memberId: m.id, gender, fullName: `Bench Member ${i}` });
    return [
      envelopeOf('auth', { type: 'member.registered', key: m.id, payload: registered }),
      envelopeOf('profile', {
        type: 'profile.updated',
        key: m.id,
        payload: {
          changed: ['visibility'],
          profile: {
            memberId: m.id,
            kind: 'individual',
            fullName: registered.fullName,
            gender,
            birthDate: registered.birthDate,
            nationality: registered.nationality,
            country: registered.country,
            city: registered.city,
            maritalState: registered.maritalState,
            smoking: null,
            height: null,
            weight: null,
            religion: null,
            visibility: 'public',
            completeness: 10,
            avatarId: null,
            registeredAt: now.toISOString(),
            updatedAt: now.toISOString(),
          },
        },
      }),
      // The trial each member started, as billing's one answer to its consumers.
      envelopeOf('billing', {
        type: 'entitlement.changed',
        key: m.id,
        payload: { memberId: m.id, premiumUntil, source: 'trial', version: 1, at: now.toISOString() },
      }),
      ...(guardian
        ? [
            envelopeOf('auth', {
              type: 'guardian.changed',
              key: m.id,
              payload: {
                ...NO_GUARDIAN_SETTINGS,
                memberId: m.id,
                guardianId: guardian.id,
                approveConversations: true,
                readsConversations: true,
                at: now.toISOString(),
              },
            }),
          ]
        : []),
    ];
  });
}

/**
 * Writes the members' `member.registered` events into `dir`, for an embedded app to take in at
 * start (BENCH_EVENTS_FILE): even members men and odd ones women, as the demo's people. Answers the file.
 */
export function writeRegisteredEvents(members: BenchMember[], dir: string): string {
  const file = path.join(dir, 'events.json');
  const events = members.map((m, i) =>
    envelopeOf('auth', {
      type: 'member.registered',
      key: m.id,
      payload: registeredMember({
        memberId: m.id,
        gender: i % 2 ? 'female' : 'male',
        fullName: `Bench Member ${i}`,
      }),
    }),
  );
  fs.writeFileSync(file, JSON.stringify(events));
  return file;
}
