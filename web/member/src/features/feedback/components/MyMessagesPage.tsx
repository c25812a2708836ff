import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyFeedback } from '@mawadda/contracts/cms';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchMyFeedback } from '../api/fetch-my-feedback';
import '../my-messages.css';

/** The member's word for each status: `new` is waiting for our answer. */
const STATUS_KEY = {
  new: 'mine.status.waiting',
  answered: 'mine.status.answered',
  closed: 'mine.status.closed',
} as const;

function Message({ item }: { item: MyFeedback }) {
  const { t } = useTranslation('feedback');
  const { locale } = useLocale();
  const titleId = `my-message-${item.id}`;
  return (
    <li>
      <article className="card my-message" aria-labelledby={titleId}>
        <header className="my-message__head">
          <h2 id={titleId} className="my-message__title">
            {t(`mine.types.${item.type}`)}
            <span className="my-message__date"> · {formatDate(item.createdAt, locale)}</span>
          </h2>
          <span className={`my-message__status my-message__status--${item.status}`}>
            {t(STATUS_KEY[item.status])}
          </span>
        </header>
        {/* What she quotes when she writes or calls about it again. */}
        <p className="my-message__ref">
          {t('receipt.reference')}{' '}
          <code dir="ltr" translate="no">
            {item.reference}
          </code>
        </p>
        <p className="my-message__text" dir="auto">
          {item.description}
        </p>
        {item.reply ? (
          <section className="my-message__reply" aria-label={t('mine.replyLabel')}>
            <h3>
              {t('mine.replyTitle')}
              {item.repliedAt && (
                <span className="my-message__date"> · {formatDate(item.repliedAt, locale)}</span>
              )}
            </h3>
            <p className="my-message__text" dir="auto">
              {item.reply}
            </p>
          </section>
        ) : (
          item.status === 'new' && <p className="my-message__waiting">{t('mine.noReplyYet')}</p>
        )}
      </article>
    </li>
  );
}

/**
 * /my-messages (signed-in): the complaints, suggestions and contact messages I sent while signed
 * in, newest first, each with its status and the staff reply. Staff write replies in the member's
 * language. There is no email or SMS notice of a reply, so this page is where a reply is seen.
 */
export function MyMessagesPage() {
  const { t } = useTranslation('feedback');
  const { to } = useLocale();
  useDocumentTitle(t('mine.title'));
  const mine = useQuery({ queryKey: ['feedback', 'mine'], queryFn: ({ signal }) => fetchMyFeedback(signal) });

  let body;
  if (mine.isPending)
    body = (
      <p role="status" aria-busy="true">
        {t('mine.loading')}
      </p>
    );
  else if (mine.isError)
    body = (
      <div className="form__error" role="alert">
        <p>{t('mine.failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void mine.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  else if (mine.data.items.length === 0)
    body = (
      <div className="state">
        <p>{t('mine.empty')}</p>
        <Link className="btn btn--primary" to={to('/submitting-complaints-and-suggestions')}>
          {t('mine.write')}
        </Link>
      </div>
    );
  else
    body = (
      <ol className="my-messages__list">
        {mine.data.items.map((item) => (
          <Message key={item.id} item={item} />
        ))}
      </ol>
    );

  return (
    <div className="container section feedback-page my-messages">
      <header className="feedback-page__intro">
        <h1>{t('mine.title')}</h1>
        <p className="section__lead">{t('mine.lead')}</p>
      </header>
      {body}
    </div>
  );
}

export { MyMessagesPage as Component };
