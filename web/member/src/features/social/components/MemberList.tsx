import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { useProfileLabels } from '../../../lib/reference/use-profile-labels';
import type { MemberListState, MemberRow } from '../hooks/use-member-list';
import { ListPager } from '../../../lib/ListPager';
import { MemberCardRow } from './MemberCardRow';

interface RowParts<E> {
  detail?: (row: MemberRow<E>) => ReactNode;
  /** `nameId` names the row's member, for its buttons' descriptions. */
  actions?: (row: MemberRow<E>, nameId: string) => ReactNode;
}

interface Props<E> extends RowParts<E> {
  state: MemberListState<E>;
  /** What an empty page says (no requests, no followers…). */
  empty: string;
  onRetry: () => void;
}

const nameIdOf = (memberId: string) => `member-${memberId}-name`;

/** A page of members: a calm placeholder while loading, a retry on failure, an empty state, paging. */
export function MemberList<E extends { memberId: string }>({ state, empty, onRetry, ...parts }: Props<E>) {
  const { t } = useTranslation('social');
  if (state.status === 'loading') {
    return (
      <div className="member-list" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('list.loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton member-list__skeleton" />
        ))}
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="form__error" role="alert">
        <p>{t('list.failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      {state.rows.length === 0 ? (
        <p className="state social-empty">{empty}</p>
      ) : (
        <Rows rows={state.rows} options={state.options} {...parts} />
      )}
      <ListPager prev={state.prev} next={state.next} />
    </>
  );
}

function Rows<E extends { memberId: string }>({
  rows,
  options,
  detail,
  actions,
}: RowParts<E> & { rows: MemberRow<E>[]; options: RegistrationOptions }) {
  const labels = useProfileLabels(options);
  return (
    <ul className="member-list">
      {rows.map((row) => {
        const nameId = nameIdOf(row.entry.memberId);
        return (
          <li key={row.entry.memberId}>
            <MemberCardRow
              card={row.card}
              labels={labels}
              nameId={nameId}
              detail={detail?.(row)}
              actions={actions?.(row, nameId)}
            />
          </li>
        );
      })}
    </ul>
  );
}
