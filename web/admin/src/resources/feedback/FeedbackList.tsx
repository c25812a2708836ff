import { FEEDBACK_STATUSES, FEEDBACK_TYPES, LOCALES, type CmsFeedback } from '@mawadda/contracts';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
  WithRecord,
} from 'react-admin';
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

/** The phone's rows: who and what kind, the message's start, the status at the end. */
function PhoneRows() {
  const translate = useTranslate();
  return (
    <SimpleList<CmsFeedback>
      linkType="edit"
      primaryText={(f) => (
        <>
          <bdi>{f.userName}</bdi>
          {` · ${translate(`mw.feedback.type.${f.type}`)}`}
        </>
      )}
      // The member's words keep their own direction; two lines of them are enough to choose.
      secondaryText={(f) => (
        <bdi
          style={{
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {f.description}
        </bdi>
      )}
      tertiaryText={(f) => translate(`mw.feedback.status.${f.status}`)}
    />
  );
}

/** The message's first two lines, in its own direction. */
function MessageStart({ text }: { text: string }) {
  return (
    <Typography
      component="bdi"
      dir="auto"
      variant="body2"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        minWidth: '12rem',
        maxWidth: '24rem',
        // An Arabic message's short last line ends on the right, where it began.
        textAlign: 'start',
      }}
    >
      {text}
    </Typography>
  );
}

/** Contact messages, complaints and suggestions; a click opens the reply. */
export function FeedbackList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {phone ? (
        <PhoneRows />
      ) : (
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
          <DataTable.Col source="userName" disableSort>
            <WithRecord<CmsFeedback> render={(f) => <bdi>{f.userName}</bdi>} />
          </DataTable.Col>
          {/* Two wrapped lines in the message's own direction: one cut line hid the start of an
              Arabic message in the English console, and its fixed width pushed the status out. */}
          <DataTable.Col source="description" disableSort>
            <WithRecord<CmsFeedback> render={(f) => <MessageStart text={f.description} />} />
          </DataTable.Col>
          <DataTable.Col source="locale" disableSort>
            <EnumField source="locale" prefix="mw.language" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <EnumField source="status" prefix="mw.feedback.status" chip />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
