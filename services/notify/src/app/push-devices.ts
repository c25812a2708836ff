import {
  pushSubscriptionInputSchema,
  type Locale,
  type PushDeviceList,
  type PushPreferences,
  type PushPreferencesUpdate,
  type PushTopic,
} from '@mawadda/contracts';
import { isErasedMember, ok, refused, uuidv7, type Outcome } from '@mawadda/kit';
import type { z } from 'zod';
import { effectivePushPreferences, endpointAllowed } from '../domain/push.js';
import type { RefusalOf } from '../domain/refusals.js';
import type { PushSubscriptionRow } from '../store/schema.js';
import type { NotifyApp, PushSetup } from './context.js';

type PushOff = RefusalOf<'push_off'>;
const PUSH_OFF: PushOff = { refusal: 'push_off' };
const setupOf = (app: NotifyApp): Outcome<PushSetup, PushOff> =>
  app.push ? ok(app.push) : refused(PUSH_OFF);

const deviceOf = (row: PushSubscriptionRow) => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

/** The VAPID public key the browser subscribes with. */
export function pushPublicKey(app: NotifyApp): Outcome<{ publicKey: string }, PushOff> {
  const setup = setupOf(app);
  return setup.ok ? ok({ publicKey: setup.value.publicKey }) : setup;
}

/**
 * This device takes my pushes from now on, in the language the site is in on it. An endpoint
 * outside the browsers' push services is refused: notify would post to it.
 */
export async function subscribeDevice(
  app: NotifyApp,
  memberId: string,
  input: z.output<typeof pushSubscriptionInputSchema>,
  locale: Locale,
): Promise<
  Outcome<
    { id: string; label: string; createdAt: string },
    RefusalOf<'push_off' | 'endpoint_refused' | 'account_gone'>
  >
> {
  const setup = setupOf(app);
  if (!setup.ok) return setup;
  if (!endpointAllowed(input.endpoint, setup.value.endpointHosts, setup.value.production))
    return refused({ refusal: 'endpoint_refused' });
  const saved = await app.database.db.transaction(async (tx) => {
    if (await isErasedMember(tx, memberId)) return null;
    return app.pushSubscriptions.save(tx, {
      id: uuidv7(),
      memberId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      label: input.label,
      locale,
      createdAt: app.clock(),
    });
  });
  if (!saved) return refused({ refusal: 'account_gone' });
  return ok(deviceOf(saved));
}

/** This device no longer takes my pushes (a device of another member's is left alone). */
export async function unsubscribeDevice(
  app: NotifyApp,
  memberId: string,
  endpoint: string,
): Promise<Outcome<void, PushOff>> {
  const setup = setupOf(app);
  if (!setup.ok) return setup;
  await app.pushSubscriptions.removeEndpoint(app.database.db, memberId, endpoint);
  return ok(undefined);
}

/** My devices that take pushes, oldest first. */
export async function listDevices(
  app: NotifyApp,
  memberId: string,
): Promise<Outcome<PushDeviceList, PushOff>> {
  const setup = setupOf(app);
  if (!setup.ok) return setup;
  const rows = await app.pushSubscriptions.ofMember(app.database.db, memberId);
  return ok({ items: rows.map(deviceOf) });
}

/** One of my devices stops taking pushes (from "my devices", on another device); another's is 404. */
export async function removeDevice(
  app: NotifyApp,
  memberId: string,
  id: string,
): Promise<Outcome<void, RefusalOf<'push_off' | 'not_found'>>> {
  const setup = setupOf(app);
  if (!setup.ok) return setup;
  if (!(await app.pushSubscriptions.remove(app.database.db, memberId, id)))
    return refused({ refusal: 'not_found' });
  return ok(undefined);
}

/** Every topic with my switch for it. */
export async function readPushPreferences(app: NotifyApp, memberId: string): Promise<PushPreferences> {
  return effectivePushPreferences(await app.pushPreferences.of(app.database.db, memberId));
}

/** Some topics switched; the others keep theirs. A choice equal to the default is stored too. */
export async function updatePushPreferences(
  app: NotifyApp,
  memberId: string,
  update: PushPreferencesUpdate,
): Promise<Outcome<PushPreferences, RefusalOf<'account_gone'>>> {
  const choices = Object.entries(update)
    .filter((e): e is [PushTopic, boolean] => e[1] !== undefined)
    .map(([topic, enabled]) => ({ topic, enabled }));
  const gone = await app.database.db.transaction(async (tx) => {
    if (await isErasedMember(tx, memberId)) return true;
    await app.pushPreferences.save(tx, memberId, choices, app.clock());
    return false;
  });
  if (gone) return refused({ refusal: 'account_gone' });
  return ok(await readPushPreferences(app, memberId));
}
