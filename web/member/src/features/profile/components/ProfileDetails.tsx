import { useTranslation } from 'react-i18next';
import { DETAIL_SECTIONS, isMenOnly, isOwnerOnly } from '../lib/sections';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';

type Details = Record<string, unknown> & { gender: string | null };

/**
 * The details in the spec's groups, as a definition list per group. On one's own profile an
 * empty field says "not added yet" (so the member sees what to fill); another member's profile
 * shows only what was filled, and leaves out a group with nothing in it.
 */
export function ProfileDetails({
  profile,
  labels,
  own,
}: {
  profile: Details;
  labels: ProfileLabels;
  own: boolean;
}) {
  const { t } = useTranslation('profile');
  const forMen = profile.gender === 'male';
  return (
    <>
      {DETAIL_SECTIONS.map(({ id, fields }) => {
        const rows = fields
          .filter((f) => f in profile && (forMen || !isMenOnly(f)))
          .map((f) => ({ field: f, text: labels.value(f, profile[f], profile.gender) }))
          .filter((row) => own || row.text !== null);
        if (rows.length === 0) return null;
        return (
          <section key={id} className="card profile-card" aria-labelledby={`details-${id}`}>
            <h2 id={`details-${id}`}>{t(`sections.${id}`)}</h2>
            <dl className="details">
              {rows.map(({ field, text }) => (
                <div key={field} className="details__row">
                  <dt>{labels.field(field)}</dt>
                  <dd>
                    {/* Isolated, so a number or a Latin name keeps its own direction without
                        pulling the whole cell to the other side on a right-to-left page. */}
                    {text !== null ? (
                      <bdi>{text}</bdi>
                    ) : (
                      <span className="profile-empty">{t('notAdded')}</span>
                    )}
                    {own && isOwnerOnly(field) && <span className="details__private">{t('onlyYou')}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
