import type { DeclarationBadges as DeclarationBadgeSet, Gender } from '@mawadda/contracts';
import { FileCheck, ScrollText, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './badges.css';

const LEVELS = ['declared', 'attested', 'documentChecked'] as const;
const ICON: Record<(typeof LEVELS)[number], LucideIcon> = {
  declared: ScrollText,
  attested: UsersRound,
  documentChecked: FileCheck,
};

interface Props {
  declaration: DeclarationBadgeSet | undefined;
  /** The member's: "attested by her guardian" or "his guardian" (and Arabic's own forms). */
  gender?: Gender | null;
}

/**
 * What backs a member's marital status, children and wives, in words: declared (she says it),
 * attested by her guardian, document checked by our staff. Only the level is shown, never the
 * document. Nothing when the profile shows no declaration (a guest reading a private profile).
 */
export function DeclarationBadges({ declaration, gender }: Props) {
  const { t } = useTranslation('badges');
  if (!declaration?.declared) return null;
  const context = gender ?? undefined;
  return (
    <ul className="badges badges--declaration" aria-label={t('declaration.list')}>
      {LEVELS.filter((level) => declaration[level]).map((level) => {
        const Icon = ICON[level];
        return (
          <li
            key={level}
            className={`badges__item badges__item--${level}`}
            title={t(`declaration.hint.${level}`, { context })}
          >
            <Icon className="badges__icon" aria-hidden="true" />
            <span>{t(`declaration.${level}`, { context })}</span>
          </li>
        );
      })}
    </ul>
  );
}
