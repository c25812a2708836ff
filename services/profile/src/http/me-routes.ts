import {
  ownProfileSchema,
  PROFILE_EDIT_FIELDS,
  profileEditSchema,
  profileRuleIssues,
  type FieldIssue,
  type ProfileEdit,
} from '@mawadda/contracts';
import { problems, type Principal, AUTHZ } from '@mawadda/kit';
import { ownView } from '../domain/profile-views.js';
import { visibilityChanged } from '../events/profile-events.js';
import { appendProfileUpdated } from '../events/publish-change.js';
import type { ProfileRow } from '../store/schema.js';
import type { ProfileContext } from './context.js';

/** The fields of an edit whose value differs from the stored one. */
const changedFields = (row: ProfileRow, edit: ProfileEdit) =>
  PROFILE_EDIT_FIELDS.filter((f) => edit[f] !== undefined && edit[f] !== row[f]);

/** The member's own profile: read, edit, and the presence heartbeat. */
export function meRoutes(ctx: ProfileContext) {
  const { api, store, database, outbox, signer, activity, grantMedia } = ctx;

  const ownProfile = async (auth: Principal) => {
    const row = await store.find(auth.id);
    if (!row) throw problems.notFound();
    return ownView(row, await store.assetsOf(auth.id), signer);
  };

  api.get(
    '/me',
    {
      summary: 'My profile, with private fields, completeness and my media',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      response: ownProfileSchema,
      errors: { 404: 'This account has no profile (staff)' },
    },
    async ({ auth, res }) => {
      void activity.touch(auth.id);
      grantMedia(res, auth);
      return ownProfile(auth);
    },
  );

  api.patch(
    '/me',
    {
      summary: 'Change some fields of my profile (only the fields sent; null clears an optional one)',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      body: profileEditSchema,
      response: ownProfileSchema,
      errors: { 400: 'A field breaks a rule; `field` names it', 404: 'No profile' },
    },
    async ({ auth, body, res }) => {
      void activity.touch(auth.id);
      grantMedia(res, auth);
      const changed = await database.db.transaction(async (tx) => {
        const row = await store.lock(tx, auth.id);
        if (!row) throw problems.notFound();
        const fields = changedFields(row, body);
        if (fields.length === 0) return fields;
        const merged = { ...row, ...body } as ProfileRow;
        const issues: FieldIssue[] = profileRuleIssues(merged).map((i) => ({
          field: i.field,
          code: 'rule',
          messageKey: i.messageKey,
          params: { field: i.field },
        }));
        if (issues.length) throw problems.validation(issues);
        const changes = Object.fromEntries(fields.map((f) => [f, body[f]])) as Partial<ProfileRow>;
        const updated = await store.update(tx, auth.id, changes);
        await appendProfileUpdated(tx, outbox, store, updated, fields);
        if (fields.includes('visibility'))
          await outbox.append(tx, visibilityChanged(auth.id, updated.visibility));
        return fields;
      });
      if (changed.length) outbox.notify();
      return ownProfile(auth);
    },
  );

  api.post(
    '/me/heartbeat',
    { summary: 'I am here: keeps my presence online while the site is open', access: 'signed-in' },
    async ({ auth, res }) => {
      await activity.touch(auth.id);
      grantMedia(res, auth);
      return undefined;
    },
  );
}
