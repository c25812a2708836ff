import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GuardianLinkedMember, MemberCard } from '@mawadda/contracts';
import { isolate } from '../../../lib/bidi';
import { useConfirm } from '../../../lib/confirm';
import { displayName } from '../../../lib/display-name';
import { wardName } from '../lib/ward-name';
import { formatWhen } from '../../../lib/format';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { decideGuardianRequest, type GuardianRequestItem } from './guardian-requests-api';
import { GUARDIAN_REQUESTS_KEY, useGuardianQueue } from './use-guardian-queue';
import { SuitorCard } from './SuitorCard';
import './guardian-requests.css';

/**
 * /guardian/requests (a guardian account): what waits for my approval, from chat (a
 * conversation and its first message) and profile (photos or CV shown to one member), each with
 * the requester's card; and, for a member who lets me, her conversations to read.
 */
export function GuardianRequestsPage() {
  const { t } = useTranslation('guardian');
  useDocumentTitle(t('requests.title'));
  const { locale, to } = useLocale();
  const { requests, members } = useGuardianQueue();
  const requesterIds = [...new Set((requests.data ?? []).map((r) => r.requesterId))];
  const cards = useQuery({
    queryKey: ['guardian', 'cards', requesterIds],
    queryFn: ({ signal }) => fetchMemberCards(requesterIds, signal),
    enabled: requesterIds.length > 0,
  });
  const cardOf = (id: string) => cards.data?.find((c) => c.memberId === id) ?? null;
  const memberName = (id: string) => {
    const ward = members.data?.find((m) => m.memberId === id);
    return ward ? wardName(ward, locale) : t('requests.yourMember');
  };

  return (
    <section className="section container guardian-requests" aria-labelledby="guardian-requests-title">
      <div className="card">
        <h1 id="guardian-requests-title">{t('requests.title')}</h1>
        <p className="section__lead">{t('requests.lead')}</p>
        <p>
          <Link to={to('/guardian/paths')}>{t('match:guardian.title')}</Link>
        </p>
        {requests.isPending && <p role="status">{t('requests.loading')}</p>}
        {requests.isError && (
          <p className="form__error" role="alert">
            {problemMessage(requests.error, locale)}
          </p>
        )}
        {requests.data?.length === 0 && <p className="guardian-requests__empty">{t('requests.empty')}</p>}
        {requests.data && requests.data.length > 0 && (
          <ul className="guardian-requests__list">
            {requests.data.map((item) => (
              <RequestRow
                key={`${item.from}-${item.id}`}
                item={item}
                card={cardOf(item.requesterId)}
                memberName={memberName(item.memberId)}
              />
            ))}
          </ul>
        )}
      </div>
      <Reads members={members.data ?? []} />
    </section>
  );
}

function RequestRow({
  item,
  card,
  memberName,
}: {
  item: GuardianRequestItem;
  card: MemberCard | null;
  memberName: string;
}) {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const confirm = useConfirm();
  const toast = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const name = card ? displayName(card, locale) : t('requests.someone');
  const headingId = `guardian-request-${item.id}`;

  const answer = async (answer: 'approve' | 'decline') => {
    if (
      answer === 'decline' &&
      !(await confirm(t('requests.declineQuestion', { name: isolate(name) }), t('requests.decline')))
    )
      return;
    setBusy(true);
    setError(undefined);
    try {
      await decideGuardianRequest(item, answer);
      toast.success(t(answer === 'approve' ? 'requests.approved' : 'requests.declined'));
      await client.invalidateQueries({ queryKey: GUARDIAN_REQUESTS_KEY });
    } catch (e) {
      setError(problemMessage(e, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="guardian-request" aria-labelledby={headingId}>
      <SuitorCard card={card} name={name} headingId={headingId} />
      <p>{t(`requests.asks.${item.subject}`, { member: isolate(memberName) })}</p>
      {item.firstMessage && (
        <blockquote className="guardian-request__message" dir="auto">
          {item.firstMessage}
        </blockquote>
      )}
      <p className="guardian-request__when">
        <time dateTime={item.at}>{formatWhen(item.at, locale)}</time>
      </p>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => void answer('approve')}
        >
          {t('requests.approve')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={busy}
          onClick={() => void answer('decline')}
        >
          {t('requests.decline')}
        </button>
      </div>
    </li>
  );
}

/** The members who let me read their conversations (read-only). */
function Reads({ members }: { members: GuardianLinkedMember[] }) {
  const { t } = useTranslation('guardian');
  const { locale, to } = useLocale();
  const readable = members.filter((m) => m.settings.readsConversations);
  if (readable.length === 0) return null;
  return (
    <div className="card guardian-reads">
      <h2>{t('requests.reads.title')}</h2>
      <p>{t('requests.reads.lead')}</p>
      <ul>
        {readable.map((m) => (
          <li key={m.memberId}>
            <Link to={to(`/guardian/requests/members/${m.memberId}`)} dir="auto">
              {t('requests.reads.open', { name: isolate(wardName(m, locale)) })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { GuardianRequestsPage as Component };
