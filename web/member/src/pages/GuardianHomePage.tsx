import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GuardianLinkedMember } from '@mawadda/contracts';
import { isolate } from '../lib/bidi';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLocale } from '../routes/use-locale';
import { wardName } from '../features/guardian/lib/ward-name';
import { WardDeclaration } from '../features/guardian/components/WardDeclaration';
import { useGuardianQueue } from '../features/guardian/requests/use-guardian-queue';
import { CountLinks } from '../features/home/components/CountLinks';
import { HomeFrame } from '../features/home/components/HomeFrame';
import { WardSuggestions } from '../features/search/components/WardSuggestions';

const REQUESTS_PATH = '/guardian/requests';

/**
 * A guardian's home: what waits for his decision (conversations to approve, photos or CV to show),
 * counted, with the way to his requests page; and, for each member in his care who shares her
 * matchmaking with him, her suggestions of the day, read-only.
 */
export default function GuardianHomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  const { to } = useLocale();
  const { requests, members } = useGuardianQueue();
  const count = (conversation: boolean) =>
    requests.data
      ? requests.data.filter((r) => (r.subject === 'conversation') === conversation).length
      : requests.isError
        ? null
        : undefined;

  return (
    <HomeFrame
      title={t('greetingAnonymous')}
      top={
        <CountLinks
          title={t('guardian.title')}
          lead={t('guardian.lead')}
          none={t('guardian.none')}
          items={[
            { key: 'guardian.conversations', count: count(true), to: REQUESTS_PATH },
            { key: 'guardian.reveals', count: count(false), to: REQUESTS_PATH },
          ]}
        >
          <p>
            <Link className="btn btn--ghost" to={to(REQUESTS_PATH)}>
              {t('guardian.open')}
            </Link>
          </p>
        </CountLinks>
      }
      main={<Wards members={members.data} />}
    />
  );
}

/** The members in his care: the suggestions of those who share them, a line for the others. */
function Wards({ members }: { members: GuardianLinkedMember[] | undefined }) {
  const { t } = useTranslation(['home', 'search']);
  const { locale } = useLocale();
  if (!members) return null;
  return (
    <section className="suggestions" aria-labelledby="wards-title">
      <h2 id="wards-title">{t('guardian.wards.title')}</h2>
      <p className="section__lead">{t('guardian.wards.lead')}</p>
      {members.length === 0 && <p>{t('guardian.wards.none')}</p>}
      {members.map((m) => {
        const name = wardName(m, locale);
        return (
          <Fragment key={m.memberId}>
            {m.settings.seesMatchmaking ? (
              <WardSuggestions memberId={m.memberId} name={name} />
            ) : (
              <p>{t('search:suggestions.ward.notShared', { name: isolate(name) })}</p>
            )}
            <WardDeclaration memberId={m.memberId} name={name} />
          </Fragment>
        );
      })}
    </section>
  );
}
