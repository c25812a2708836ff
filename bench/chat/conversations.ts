import { randomUUID } from 'node:crypto';
import type { BenchMember } from './members.js';
import type { Seat } from './load.js';

/**
 * Starts one conversation. A member chat does not know yet (404), or not yet as entitled (403), is
 * tried again for a while: with two
 * replicas the members' events are applied partition by partition, so the last pair known says
 * nothing of the others.
 */
const post = async (url: string, token: string, body: object) => {
  for (let tries = 0; ; tries++) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 201) return (await res.json()) as { conversation: { id: string } };
    if ((res.status !== 404 && res.status !== 403) || tries > 300)
      throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/**
 * Waits until chat knows the last pair (its event copies caught up), then starts every
 * conversation; a conversation with a woman whose guardian approves hers waits for him, and he
 * approves it, so every conversation is open when the load starts.
 */
export async function startConversations(
  baseUrls: string[],
  members: BenchMember[],
  guardians: ReadonlyMap<string, BenchMember> = new Map(),
): Promise<string[]> {
  const last = members.length - 2;
  for (let tries = 0; ; tries++) {
    const res = await fetch(`${baseUrls[0]}/api/chat/with/${members[last + 1]!.id}`, {
      headers: { authorization: `Bearer ${members[last]!.token}` },
    });
    if (res.ok && ((await res.json()) as { canWrite: boolean }).canWrite) break;
    if (tries > 600) throw new Error('chat did not learn the bench members in time');
    await new Promise((r) => setTimeout(r, 200));
  }
  await guardiansKnown(baseUrls[0]!, guardians);
  const ids: string[] = [];
  for (let i = 0; i < members.length; i += 20)
    ids.push(
      ...(await Promise.all(
        members.slice(i, i + 20).flatMap((m, j) =>
          (i + j) % 2
            ? []
            : [
                post(`${baseUrls[((i + j) / 2) % baseUrls.length]}/api/chat/conversations`, m.token, {
                  memberId: members[i + j + 1]!.id,
                  clientId: randomUUID(),
                  text: 'Assalamu alaikum',
                }).then((r) => r.conversation.id),
              ],
        ),
      )),
    );
  await approveAll(baseUrls[0]!, [...guardians.values()]);
  return ids;
}

/**
 * Waits until chat knows every ward's guardian: the link comes on auth's topic after her
 * registration, so a conversation started in between would open without waiting for him. A
 * guardian reads his ward's conversations only once chat has the link (404 before).
 */
async function guardiansKnown(baseUrl: string, guardians: ReadonlyMap<string, BenchMember>) {
  for (const [wardId, guardian] of guardians)
    for (let tries = 0; ; tries++) {
      const res = await fetch(`${baseUrl}/api/chat/guardian/members/${wardId}/conversations`, {
        headers: { authorization: `Bearer ${guardian.token}` },
      });
      if (res.ok) break;
      if (res.status !== 404 || tries > 600)
        throw new Error(`chat did not learn a bench guardian in time: ${res.status} ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
}

/** Each guardian approves what waits for him (the bench's wards have one conversation each). */
async function approveAll(baseUrl: string, guardians: BenchMember[]) {
  for (const guardian of guardians) {
    const auth = { authorization: `Bearer ${guardian.token}` };
    const res = await fetch(`${baseUrl}/api/chat/guardian/requests`, { headers: auth });
    if (!res.ok) throw new Error(`guardian requests: ${res.status} ${await res.text()}`);
    const { items } = (await res.json()) as { items: Array<{ id: string }> };
    if (items.length !== 1) throw new Error(`a bench guardian has ${items.length} requests, not 1`);
    const approved = await fetch(`${baseUrl}/api/chat/guardian/requests/${items[0]!.id}/approve`, {
      method: 'POST',
      headers: auth,
    });
    if (!approved.ok) throw new Error(`approve: ${approved.status} ${await approved.text()}`);
  }
}

/** Chat seats: the two members of conversation k, on different servers when there are two. */
export const chatSeats = (urls: string[], members: BenchMember[], conversations: string[]): Seat[] =>
  members.map((m, i) => ({
    url: urls[i % urls.length]!,
    memberId: m.id,
    auth: { token: m.token },
    frame: (text: string) => ({ conversationId: conversations[Math.floor(i / 2)]!, text }),
    receipt: (upToSeq: number) => ({ conversationId: conversations[Math.floor(i / 2)]!, upToSeq }),
  }));

/** The same seats on the raw relay: the peer addressed by id. */
export const rawSeats = (urls: string[], members: BenchMember[]): Seat[] =>
  members.map((m, i) => ({
    url: urls[i % urls.length]!,
    memberId: m.id,
    auth: { memberId: m.id },
    frame: (text: string) => ({ to: members[i % 2 ? i - 1 : i + 1]!.id, text }),
    receipt: (upToSeq: number) => ({ to: members[i % 2 ? i - 1 : i + 1]!.id, upToSeq }),
  }));
