import { Avatar } from '@mui/material';
import { MODERATION_KINDS, MODERATION_STATUSES, type ModerationItem } from '@mawadda/contracts';
import { DataTable, List, SearchInput, SelectInput, useTranslate, WithRecord } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { choicesOf } from '../../shared/choices';
import { EnumField } from '../../shared/EnumField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(MODERATION_STATUSES, 'mw.moderation.status')}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    choices={choicesOf(MODERATION_KINDS, 'mw.moderation.kind')}
    alwaysOn
  />,
];

function Thumb({ item }: { item: ModerationItem }) {
  const translate = useTranslate();
  if (item.kind === 'aboutMe')
    return (
      <span
        dir="auto"
        style={{
          display: 'inline-block',
          maxWidth: 240,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {item.text}
      </span>
    );
  return item.image ? (
    <Avatar
      variant="rounded"
      src={item.image.url}
      alt={translate(`mw.moderation.kind.${item.kind}`)}
      sx={{ width: 56, height: 56 }}
    />
  ) : null;
}

/** The queue: pending items, oldest first; a click opens the review with its shortcuts. */
export function ModerationList() {
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col label="mw.moderation.subject" disableSort>
          <WithRecord<ModerationItem> render={(item) => <Thumb item={item} />} />
        </DataTable.Col>
        <DataTable.Col source="memberName" disableSort />
        <DataTable.Col source="kind" disableSort>
          <EnumField source="kind" prefix="mw.moderation.kind" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <EnumField source="status" prefix="mw.moderation.status" chip />
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
