import { FEEDBACK_STATUSES, FEEDBACK_TYPES, LOCALES } from '@mawadda/contracts';
import { DataTable, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { choicesOf } from '../../shared/choices';
import { EnumField } from '../../shared/EnumField';

const filters = [
  // A member quotes her reference ("MW-482139"); the search also reads name, email, phone and text.
  <SearchInput key="q" source="q" alwaysOn />,
  // `new` is shown as "waiting": it waits for a reply.
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(FEEDBACK_STATUSES, 'mw.feedback.status')}
    alwaysOn
  />,
  <SelectInput key="type" source="type" choices={choicesOf(FEEDBACK_TYPES, 'mw.feedback.type')} alwaysOn />,
  <SelectInput key="locale" source="locale" choices={choicesOf(LOCALES, 'mw.language')} />,
];

/** Contact messages, complaints and suggestions; a click opens the reply. */
export function FeedbackList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="reference" disableSort>
          <TextField
            source="reference"
            sx={{ direction: 'ltr', unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}
          />
        </DataTable.Col>
        <DataTable.Col source="type" disableSort>
          <EnumField source="type" prefix="mw.feedback.type" />
        </DataTable.Col>
        <DataTable.Col source="userName" disableSort />
        <DataTable.Col source="description" disableSort>
          <TextField
            source="description"
            sx={{
              display: 'inline-block',
              maxWidth: 360,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          />
        </DataTable.Col>
        <DataTable.Col source="locale" disableSort>
          <EnumField source="locale" prefix="mw.language" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <EnumField source="status" prefix="mw.feedback.status" chip />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
