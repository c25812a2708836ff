import type { ModerationItem, ModerationReject, OwnProfile } from '@mawadda/contracts';
import {
  ok,
  refused,
  staffActed,
  type AdminListQuery,
  type Db,
  type NewEvent,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import { supersededBy } from '../domain/moderation.js';
import { queueItemOf } from '../domain/moderation-items.js';
import { promptsText } from '../domain/prompts.js';
import { ownView } from '../domain/profile-views.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { photoEvent } from '../events/profile-events.js';
import { deleteAssetFiles } from '../media/asset-objects.js';
import type { AssetRow, ModerationItemRow, ProfileRow } from '../store/schema.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';
import { PHOTO_KIND } from './photo-kind.js';
import { removeAssetRow } from './remove-asset.js';
import { decideQueueItem, listQueueItems, staffViewer } from './review-queue.js';
import { noticesOf } from './view-own-profile.js';

/*
 * The staff side of moderation (README: moderation): the queue, a decision on one item, and the
 * staff's full view of a profile. Every decision appends its audit line (`staff.acted`) in the
 * transaction of the decision itself.
 */

/**
 * `profile.moderated`: the owner is told of the decision, in the decision's transaction. The
 * rejection's code only: the staff note stays here.
 */
const profileModerated = (
  item: ModerationItemRow,
  decision: 'approved' | 'rejected',
  reason: string | null,
): NewEvent<'profile.moderated'> => ({
  type: 'profile.moderated',
  key: item.memberId,
  payload: {
    memberId: item.memberId,
    itemId: item.id,
    kind: item.kind,
    decision,
    reason: decision === 'rejected' ? reason : null,
    at: new Date().toISOString(),
  },
});

/** The queue as react-admin asks for it; images signed for the staff member reading it. */
export const listQueue = (app: ProfileApp, auth: Principal, query: AdminListQuery) =>
  listQueueItems(app.queue, query, (r) => queueItemOf(r, app.signer, staffViewer(auth)));

export async function readQueueItem(
  app: ProfileApp,
  auth: Principal,
  id: string,
): Promise<Outcome<ModerationItem, RefusalOf<'not_found'>>> {
  const row = await app.queue.get(id);
  return row ? ok(queueItemOf(row, app.signer, staffViewer(auth))) : refused(NOT_FOUND);
}

/**
 * A decision, then `profile.moderated` in its transaction; the bytes of the files it removed go
 * after the commit. A second moderator on the same item gets a 409.
 */
async function decide(
  app: ProfileApp,
  auth: Principal,
  id: string,
  status: 'approved' | 'rejected',
  reject: ModerationReject | undefined,
  apply: (tx: Db, profile: ProfileRow, item: ModerationItemRow) => Promise<AssetRow[]>,
): Promise<Outcome<ModerationItem, RefusalOf<'not_found'> | RefusalOf<'moderation_already_decided'>>> {
  const queue = { store: app.queue, alreadyDecided: { refusal: 'moderation_already_decided' } as const };
  const decision = { status, reason: reject?.reason, note: reject?.note };
  const decided = await decideQueueItem(app, auth, queue, id, decision, async (tx, profile, item) => {
    const removed = await apply(tx, profile, item);
    await app.outbox.append(tx, profileModerated(item, status, reject?.reason ?? null));
    return removed;
  });
  if (!decided.ok) return decided;
  for (const asset of decided.value.value) await deleteAssetFiles(app.objects, app.logger, asset);
  return readQueueItem(app, auth, id);
}

/**
 * Approval: the image or text is shown to others from now on (privacy rules still apply). An
 * approved profile image or cover replaces the approved one before it; an approved about-me text
 * becomes the one others read.
 */
export function approveItem(app: ProfileApp, auth: Principal, id: string) {
  return decide(app, auth, id, 'approved', undefined, async (tx, profile, item) => {
    const { store, outbox, moderation } = app;
    const target = { id: item.id, memberId: item.memberId };
    if (item.kind === 'aboutMe') {
      if (profile.aboutMePending !== null && profile.aboutMePending === item.text) {
        const updated = await store.update(tx, profile.memberId, {
          aboutMe: item.text,
          aboutMePending: null,
        });
        await announceProfileUpdated(app, tx, updated, ['aboutMe']);
      }
      await outbox.append(tx, staffActed(auth, 'text.approve', { type: 'text', ...target }));
      return [];
    }
    if (item.kind === 'prompts') {
      // Only the answers still waiting as reviewed are shown: a newer set replaced this item.
      if (promptsText(profile.promptsPending) === item.text)
        await store.update(tx, profile.memberId, { prompts: profile.promptsPending, promptsPending: null });
      await outbox.append(tx, staffActed(auth, 'text.approve', { type: 'text', ...target }));
      return [];
    }
    const assets = await store.assetsOf(profile.memberId, tx);
    const asset = assets.find((a) => a.id === item.assetId);
    const removed: AssetRow[] = [];
    if (asset?.moderation === 'pending') {
      // The approved image it replaces goes first: one approved image per single kind.
      removed.push(...supersededBy(asset, assets));
      for (const old of removed) await removeAssetRow(app, tx, profile, old, { announce: false });
      await store.approveAsset(tx, asset.id);
      const kind = PHOTO_KIND[asset.kind as keyof typeof PHOTO_KIND];
      // Under post-moderation the image was announced when it was uploaded.
      if (moderation === 'pre')
        await outbox.append(
          tx,
          photoEvent('profile.photo.added', { memberId: profile.memberId, photoId: asset.id, kind }),
        );
      if (asset.kind === 'avatar') await announceProfileUpdated(app, tx, profile, ['avatar']);
    }
    await outbox.append(tx, staffActed(auth, 'media.approve', { type: 'media', ...target }));
    return removed;
  });
}

/**
 * Rejection: an image is removed as its owner's delete removes it (row, events, then bytes); a
 * text is dropped and the approved one stays (under post-moderation, where the rejected text was
 * already shown, the about-me is emptied). The owner finds a notice on their profile.
 */
export function rejectItem(app: ProfileApp, auth: Principal, id: string, body: ModerationReject) {
  return decide(app, auth, id, 'rejected', body, async (tx, profile, item) => {
    const { store, outbox, queue } = app;
    const target = { id: item.id, memberId: item.memberId };
    await queue.notify(tx, item, body.reason);
    if (item.kind === 'aboutMe') {
      if (profile.aboutMePending !== null && profile.aboutMePending === item.text) {
        await store.update(tx, profile.memberId, { aboutMePending: null });
      } else if (profile.aboutMe !== null && profile.aboutMe === item.text) {
        const updated = await store.update(tx, profile.memberId, { aboutMe: null });
        await announceProfileUpdated(app, tx, updated, ['aboutMe']);
      }
      await outbox.append(tx, staffActed(auth, 'text.reject', { type: 'text', ...target }, body.reason));
      return [];
    }
    if (item.kind === 'prompts') {
      if (promptsText(profile.promptsPending) === item.text)
        await store.update(tx, profile.memberId, { promptsPending: null });
      else if (promptsText(profile.prompts) === item.text)
        await store.update(tx, profile.memberId, { prompts: null });
      await outbox.append(tx, staffActed(auth, 'text.reject', { type: 'text', ...target }, body.reason));
      return [];
    }
    const asset = item.assetId ? await store.asset(profile.memberId, item.assetId, tx) : undefined;
    if (asset) await removeAssetRow(app, tx, profile, asset);
    await outbox.append(tx, staffActed(auth, 'media.reject', { type: 'media', ...target }, body.reason));
    return asset ? [asset] : [];
  });
}

/**
 * A profile as staff read it: every field, all media (pending ones marked), completeness and
 * visibility, signed for the staff member. Looking at a private profile is an audited act.
 */
export async function viewStaffProfile(
  app: ProfileApp,
  auth: Principal,
  memberId: string,
): Promise<Outcome<OwnProfile, RefusalOf<'not_found'>>> {
  const row = await app.store.find(memberId);
  if (!row) return refused(NOT_FOUND);
  const [assets, notices] = await Promise.all([app.store.assetsOf(memberId), noticesOf(app, memberId)]);
  if (row.visibility === 'private')
    await app.outbox.inTransaction(app.database.db, (tx) =>
      app.outbox.append(tx, staffActed(auth, 'profile.view', { type: 'member', id: memberId, memberId })),
    );
  return ok(ownView(row, assets, app.signer, { notices, viewer: staffViewer(auth) }));
}

/** The owner puts a notice away; someone else's or an unknown id is "not found". */
export async function dismissNotice(
  app: ProfileApp,
  memberId: string,
  id: string,
): Promise<Outcome<void, RefusalOf<'not_found'>>> {
  return (await app.queue.dismiss(memberId, id)) ? ok(undefined) : refused(NOT_FOUND);
}
