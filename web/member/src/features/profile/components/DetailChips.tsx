import { ChevronDown, Lock, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DETAIL_SECTIONS, isMenOnly, isOwnerOnly, type SectionId } from '../lib/sections';
import { formatList } from '../../../lib/format';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';

type Details = Record<string, unknown> & { gender: string | null };

/** Already in the summary at the top, or only a name: not repeated in the sections. */
const IN_SUMMARY = new Set(['country', 'city', 'fullNameEn', 'fullNameAr', 'firstName', 'lastName']);

interface Props {
  profile: Details;
  labels: ProfileLabels;
  /**
   * One's own profile: each section says what is still missing and offers to edit it, and a
   * value others never see is marked "only you". Absent on another member's profile.
   */
  onEdit?: (section: SectionId) => void;
}

/**
 * A profile's details as short sections that fold (a native `<details>`: keyboard and screen
 * readers know it), each value a chip naming its field. Another member's profile shows only what
 * they filled in and leaves out an empty section; one's own shows every section, so the member
 * sees what to add. The first section starts open.
 */
export function DetailChips({ profile, labels, onEdit }: Props) {
  const { t } = useTranslation('profile');
  const own = onEdit !== undefined;
  const forMen = profile.gender === 'male';
  const sections = DETAIL_SECTIONS.map(({ id, fields }) => {
    const asked = fields.filter((f) => f in profile && !IN_SUMMARY.has(f) && (forMen || !isMenOnly(f)));
    const answers = asked.map((f) => ({ field: f, text: labels.value(f, profile[f], profile.gender) }));
    return {
      id,
      chips: answers.filter((a): a is { field: (typeof fields)[number]; text: string } => a.text !== null),
      missing: own ? answers.filter((a) => a.text === null).map((a) => labels.field(a.field)) : [],
    };
  }).filter((s) => s.chips.length > 0 || s.missing.length > 0);
  return (
    <>
      {sections.map(({ id, chips, missing }, index) => (
        <details key={id} className="card profile-card profile-fold" open={index === 0}>
          <summary>
            <h2 id={`details-${id}`}>{t(`sections.${id}`)}</h2>
            <span className="profile-fold__count">{chips.length}</span>
            <ChevronDown className="profile-fold__chevron" aria-hidden="true" />
          </summary>
          <div className="profile-fold__body">
            {chips.length > 0 && (
              <ul className="chips" aria-labelledby={`details-${id}`}>
                {chips.map(({ field, text }) => (
                  <li key={field} className="chip">
                    <span className="chip__label">{labels.field(field)}</span>
                    {/* Isolated, so a number or a Latin word keeps its own direction in Arabic. */}
                    <bdi>{text}</bdi>
                    {own && isOwnerOnly(field) && (
                      <span className="chip__private">
                        <Lock className="chip__icon" aria-hidden="true" />
                        {t('onlyYou')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {missing.length > 0 && (
              <p className="profile-fold__missing">
                <span className="profile-empty">{t('notAdded')}:</span> {formatList(missing, labels.locale)}
              </p>
            )}
            {onEdit && (
              <button
                type="button"
                className="btn btn--ghost btn--small profile-fold__edit"
                onClick={() => onEdit(id)}
              >
                <PencilLine className="btn__icon" aria-hidden="true" />
                {t('editSection', { section: t(`sections.${id}`) })}
              </button>
            )}
          </div>
        </details>
      ))}
    </>
  );
}
