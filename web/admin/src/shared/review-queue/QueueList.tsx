import type { ReactNode } from 'react';
import { DataTable, List, SearchInput, SelectInput, WithRecord } from 'react-admin';
import { choicesOf } from '../choices';
import { DateField } from '../DateField';
import { EnumField } from '../EnumField';
import type { QueueItem, ReviewQueue } from './queue';

/**
 * A review queue's list: pending items, oldest first, searchable by member and filtered by
 * status and kind; a click opens the review. `subject` adds a first column (a thumbnail).
 */
export function QueueList<Item extends QueueItem>({
  queue,
  subject,
}: {
  queue: ReviewQueue<string>;
  subject?: (item: Item) => ReactNode;
}) {
  const { texts } = queue;
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
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
    >
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
    </List>
  );
}
