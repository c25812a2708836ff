import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatRefusal, Gender } from '@mawadda/contracts';
import { translate } from '@mawadda/contracts/messages';
import { formatWhen } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';

interface Props {
  refusal: ChatRefusal;
  memberId: string;
  name: string;
  gender: Gender | null;
  /** The way forward for `needs_follow` where the page has one: the follow button itself. */
  follow?: ReactNode;
  id?: string;
  /** The notice's heading level: 2 on the chat page, 3 deeper in a page. */
  level?: 2 | 3;
  /** Shown on their profile: no link to the page the member is already on. */
  onProfilePage?: boolean;
  /** For the daily limit: seconds until it lifts (the server's `retryAfterSeconds`). */
  retryAfterSeconds?: number | null;
}

/**
 * Why I cannot write to this member now, in the server's own sentence (`chat.refused.*`), and the
 * way forward where there is one (follow, a plan, lifting my block, when to try again). Nothing is
 * offered that would not help.
 */
export function RefusalNotice({
  refusal,
  memberId,
  name,
  gender,
  follow,
  id,
  level = 2,
  onProfilePage = false,
  retryAfterSeconds = null,
}: Props) {
  const { t } = useTranslation('chat');
  const { locale, to } = useLocale();
  const context = gender ?? undefined;
  const Heading = level === 2 ? 'h2' : 'h3';
  const profile = onProfilePage ? null : (
    <Link className="btn btn--ghost" to={to(`/profile/${memberId}`)}>
      {t('refusal.openProfile', { name, context })}
    </Link>
  );
  const list = (
    <Link className="btn btn--ghost" to={to('/profile/chat')}>
      {t('refusal.toList')}
    </Link>
  );
  const way: Partial<Record<ChatRefusal, ReactNode>> = {
    needs_follow: (
      <>
        <p>{t('refusal.followFirst', { name, context })}</p>
        {(follow ?? profile) && <div className="form__actions">{follow ?? profile}</div>}
      </>
    ),
    needs_entitlement: (
      <>
        <p>{t('refusal.trial')}</p>
        <div className="form__actions">
          <Link className="btn btn--primary" to={to('/subscription')}>
            {t('refusal.subscribe')}
          </Link>
        </div>
      </>
    ),
    blocked: (
      <>
        <p>{t(onProfilePage ? 'refusal.youBlockHere' : 'refusal.youBlock', { name, context })}</p>
        {profile && <div className="form__actions">{profile}</div>}
      </>
    ),
    member_unavailable: <div className="form__actions">{list}</div>,
    daily_limit: (
      <>
        {retryAfterSeconds ? (
          <p>
            {t('failed.retryAt', {
              time: formatWhen(new Date(Date.now() + retryAfterSeconds * 1000).toISOString(), locale),
            })}
          </p>
        ) : null}
        <p>{t('refusal.dailyLimit')}</p>
        <div className="form__actions">{list}</div>
      </>
    ),
  };
  return (
    <div id={id} className={`notice chat-notice chat-notice--refusal chat-notice--${refusal}`}>
      <Heading className="notice__title">
        {t('refusal.title', { name, context })}
      </Heading>
      <p>{translate(`chat.refused.${refusal}`, locale)}</p>
      {way[refusal]}
    </div>
  );
}
