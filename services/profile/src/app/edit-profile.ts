import { isDeepStrictEqual } from 'node:util';
import {
  PROFILE_EDIT_FIELDS,
  profileRuleIssues,
  type OwnProfile,
  type ProfileEdit,
} from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { changesDeclaration, DROPPED_CHECKS } from '../domain/declaration.js';
import { aboutMeAfter } from '../domain/moderation.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { visibilityChanged } from '../events/profile-events.js';
import type { ProfileRow } from '../store/schema.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';
import { viewOwnProfile } from './view-own-profile.js';

type EditRefusal = RefusalOf<'not_found'> | RefusalOf<'profile_rules'>;

/**
 * The fields of an edit whose value differs from the stored one (lists by content); about me is
 * weighed apart.
 */
const changedFields = (row: ProfileRow, edit: ProfileEdit) =>
  PROFILE_EDIT_FIELDS.filter(
    (f) => f !== 'aboutMe' && edit[f] !== undefined && !isDeepStrictEqual(edit[f], row[f]),
  );

/**
 * Rules between fields are checked on the profile as it would be after the edit, under the row's
 * lock, so two edits cannot each pass against the old row and together break a rule. An edit that
 * changes nothing sends nothing.
 */
export async function editProfile(
  app: ProfileApp,
  memberId: string,
  edit: ProfileEdit,
): Promise<Outcome<OwnProfile, EditRefusal>> {
  const { database, outbox, store, queue, moderation } = app;
  const edited = await outbox.inTransaction(
    database.db,
    async (tx: Db): Promise<Outcome<void, EditRefusal>> => {
      const row = await store.lock(tx, memberId);
      if (!row) return refused(NOT_FOUND);
      const fields: string[] = changedFields(row, edit);
      // A new about-me text waits for a moderator (domain/moderation.ts): `aboutMe` stays the
      // approved text others read until then.
      const about = edit.aboutMe === undefined ? undefined : aboutMeAfter(row, edit.aboutMe, moderation);
      const aboutChanged = about?.changed === true;
      if (fields.length === 0 && !aboutChanged) return ok(undefined);
      const issues = profileRuleIssues({ ...row, ...edit } as ProfileRow);
      // Nothing was written yet: committing the lock alone is the same as a rollback.
      if (issues.length) return refused({ refusal: 'profile_rules', issues });
      const changes = Object.fromEntries(
        fields.map((f) => [f, edit[f as keyof ProfileEdit]]),
      ) as Partial<ProfileRow>;
      if (about?.changed) {
        changes.aboutMe = about.aboutMe;
        changes.aboutMePending = about.aboutMePending;
        if (about.aboutMe !== row.aboutMe) fields.push('aboutMe');
        await queue.withdrawAboutMe(tx, memberId);
        if (about.queue !== 'withdraw')
          await queue.submit(tx, { memberId, kind: 'aboutMe', text: about.queue.text });
      }
      // A changed declaration loses its document check and attestation: they vouched for the old one.
      if (changesDeclaration(fields)) Object.assign(changes, DROPPED_CHECKS);
      const updated = await store.update(tx, memberId, changes);
      // What others read did not change (a proposal alone): no event.
      if (fields.length) await announceProfileUpdated(app, tx, updated, fields);
      if (fields.includes('visibility'))
        await outbox.append(tx, visibilityChanged(memberId, updated.visibility));
      return ok(undefined);
    },
  );
  if (!edited.ok) return edited;
  return viewOwnProfile(app, memberId);
}
