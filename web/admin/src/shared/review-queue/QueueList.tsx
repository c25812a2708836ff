import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  SortButton,
  TopToolbar,
  WithRecord,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { choicesOf } from '../choices';
import { DateField, dateLocale } from '../DateField';
import { EnumField } from '../EnumField';
import { useDefaultFilterInUrl } from '../use-default-filter';
import type { QueueItem, ReviewQueue } from './queue';

const DEFAULT_FILTER = { status: 'pending' };
/** The API sorts a queue by these (services/profile's review-queue store); both ways. */
const SORTABLE = ['submittedAt', 'decidedAt'];

interface QueueListProps<Item extends QueueItem> {
  queue: ReviewQueue<string>;
  /** A first column on wide screens (a thumbnail, the text's start). */
  subject?: (item: Item) => ReactNode;
  /** On a phone, the row's picture (a thumbnail), beside the member's name. */
  avatar?: (item: Item) => ReactNode;
  /** On a phone, a line of the item itself under the name (an about-me text's start). */
  excerpt?: (item: Item) => string | null;
}

/**
 * A review queue's list: pending items, oldest first (newest first a click away), searchable by
 * member and filtered by status and kind; a click opens the review. A table on wide screens, a
 * list of two-line rows on a phone, where a table cannot fit.
 */
export function QueueList<Item extends QueueItem>({ queue, subject, avatar, excerpt }: QueueListProps<Item>) {
  const { texts } = queue;
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const completing = useDefaultFilterInUrl(DEFAULT_FILTER);
  if (completing) return null;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={choicesOf(queue.statuses, `${texts}.status`)}
      alwaysOn
    />,
    <SelectInput key="kind" source="kind" choices={choicesOf(queue.kinds, `${texts}.kind`)} alwaysOn />,
  ];
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={DEFAULT_FILTER}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      actions={
        <TopToolbar>
          <SortButton fields={SORTABLE} />
        </TopToolbar>
      }
    >
      {phone ? (
        <QueueRows<Item> texts={texts} avatar={avatar} excerpt={excerpt} />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          {subject && (
            <DataTable.Col label={`${texts}.subject`} disableSort>
              <WithRecord<Item> render={subject} />
            </DataTable.Col>
          )}
          <DataTable.Col source="memberName" disableSort />
          <DataTable.Col source="kind" disableSort>
            <EnumField source="kind" prefix={`${texts}.kind`} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <EnumField source="status" prefix={`${texts}.status`} chip />
          </DataTable.Col>
          <DataTable.Col source="submittedAt">
            <DateField source="submittedAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="decidedAt">
            <DateField source="decidedAt" showTime emptyText="—" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** The phone's rows: who, what and when, a text's start under them, the status at the end. */
function QueueRows<Item extends QueueItem & { submittedAt?: string }>({
  texts,
  avatar,
  excerpt,
}: {
  texts: string;
  avatar?: (item: Item) => ReactNode;
  excerpt?: (item: Item) => string | null;
}) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const when = (iso?: string) =>
    iso ? new Date(iso).toLocaleString(dateLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <SimpleList<Item>
      linkType="show"
      primaryText={(item) => <bdi>{item.memberName ?? '—'}</bdi>}
      secondaryText={(item) => {
        const text = excerpt?.(item);
        return (
          <>
            {translate(`${texts}.kind.${item.kind}`)}
            {item.submittedAt && ` · ${when(item.submittedAt)}`}
            {/* The member's text under it, two lines in its own direction: run into the line, an
                English text broke the Arabic line's order across its wraps. */}
            {text && (
              <bdi
                dir="auto"
                style={{
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  textAlign: 'start',
                }}
              >
                {text}
              </bdi>
            )}
          </>
        );
      }}
      tertiaryText={(item) => translate(`${texts}.status.${item.status}`)}
      {...(avatar ? { leftAvatar: (item: Item) => avatar(item) } : {})}
    />
  );
}
