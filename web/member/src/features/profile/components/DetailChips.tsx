import { useTranslation } from 'react-i18next';
import { DETAIL_SECTIONS, isMenOnly } from '../lib/sections';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';

type Details = Record<string, unknown> & { gender: string | null };

/** Already in the summary at the top, or only a name: not repeated in the sections. */
const IN_SUMMARY = new Set(['country', 'city', 'fullNameEn', 'fullNameAr', 'firstName', 'lastName']);

/**
 * Another member's details as short sections that fold (a native `<details>`: keyboard and screen
 * readers know it), each value a chip naming its field, only what they filled in. The first
 * section starts open; a section with nothing in it is left out.
 */
export function DetailChips({ profile, labels }: { profile: Details; labels: ProfileLabels }) {
  const { t } = useTranslation('profile');
  const forMen = profile.gender === 'male';
  const sections = DETAIL_SECTIONS.map(({ id, fields }) => ({
    id,
    chips: fields
      .filter((f) => f in profile && !IN_SUMMARY.has(f) && (forMen || !isMenOnly(f)))
      .map((f) => ({ field: f, text: labels.value(f, profile[f], profile.gender) }))
      .filter((chip): chip is { field: (typeof fields)[number]; text: string } => chip.text !== null),
  })).filter((s) => s.chips.length > 0);
  return (
    <>
      {sections.map(({ id, chips }, index) => (
        <details key={id} className="card profile-card profile-fold" open={index === 0}>
          <summary>
            <span id={`details-${id}`}>{t(`sections.${id}`)}</span>
            <span className="profile-fold__count">{chips.length}</span>
          </summary>
          <ul className="chips profile-fold__body" aria-labelledby={`details-${id}`}>
            {chips.map(({ field, text }) => (
              <li key={field} className="chip">
                <span className="chip__label">{labels.field(field)}</span>
                {/* Isolated, so a number or a Latin word keeps its own direction in Arabic. */}
                <bdi>{text}</bdi>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}
