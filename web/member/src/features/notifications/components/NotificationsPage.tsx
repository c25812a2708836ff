import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '@mawadda/contracts';
import { LoadMoreButton, useLoadMore } from '../../../lib/LoadMore';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { markAllRead } from '../api/mark-all-read';
import { markRead } from '../api/mark-read';
import { notifyKeys } from '../hooks/notify-keys';
import { useNotifications } from '../hooks/use-notifications';
import { NotificationItem } from './NotificationItem';
import '../notifications.css';

/**
 * /notifications (signed-in): what I was told, newest first, a page at a time. Opening one marks
 * it read; "mark all as read" clears the bell.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notify');
  const { to } = useLocale();
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const { list, notifications, cardOf } = useNotifications();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notifyKeys.all });
  const readOne = useMutation({ mutationFn: markRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: refresh });
  const { container, loadMore } = useLoadMore<HTMLUListElement>(list, notifications.length, (ul, i) =>
    ul.querySelectorAll<HTMLElement>('a.notification')[i]?.focus(),
  );
  const open = (n: Notification) => {
    if (n.readAt === null) readOne.mutate(n.id);
  };
  const anyUnread = notifications.some((n) => n.readAt === null);

  let body;
  if (list.isPending)
    body = (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  else if (list.isError)
    body = (
      <div className="form__error" role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void list.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  else if (notifications.length === 0) body = <p>{t('empty')}</p>;
  else
    body = (
      <>
        <ul className="notifications__list" ref={container}>
          {notifications.map((n) => (
            <NotificationItem key={n.id} item={n} card={cardOf(n.actorId)} onOpen={open} />
          ))}
        </ul>
        <LoadMoreButton
          list={list}
          onLoad={loadMore}
          label={t('loadMore')}
          loadingLabel={t('loadingMore')}
          className="notifications__more"
        />
      </>
    );

  return (
    <div className="container notifications">
      <div className="notifications__head">
        <h1>{t('title')}</h1>
        <Link to={to('/notifications/settings')} className="btn btn--ghost">
          {t('settingsLink')}
        </Link>
      </div>
      {anyUnread && (
        <p>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('markAll')}
          </button>
        </p>
      )}
      {body}
    </div>
  );
}

export { NotificationsPage as Component };
