import type { AdminMember } from '@mawadda/contracts';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useLocaleState,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { ACCOUNT_STATUSES } from '@mawadda/contracts';
import { choicesOf } from '../../shared/choices';
import { EnumField } from '../../shared/EnumField';
import { cityChoices, countryChoices, genderChoices, PlaceField } from '../../shared/places';

const KINDS = ['individual', 'company'] as const;

function useMemberFilters() {
  const [lang] = useLocaleState();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={choicesOf(ACCOUNT_STATUSES, 'mw.accountStatus')}
      alwaysOn
    />,
    <SelectInput key="gender" source="gender" choices={genderChoices} />,
    <SelectInput key="kind" source="kind" choices={choicesOf(KINDS, 'mw.accountKind')} />,
    <SelectInput key="country" source="country" choices={countryChoices(lang)} />,
    <AutocompleteInput key="city" source="city" choices={cityChoices(lang)} />,
    <NumberInput key="completenessMin" source="completenessMin" min={0} max={100} />,
    <DateInput key="joinedFrom" source="joinedFrom" />,
    <DateInput key="joinedTo" source="joinedTo" />,
  ];
}

/** The phone's rows: the name over the email, the status at the end; a table cannot fit. */
function PhoneRows() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminMember>
      linkType="show"
      // A name in the other script keeps its own direction inside the row.
      primaryText={(m) => <bdi>{m.fullName}</bdi>}
      secondaryText={(m) => (
        <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {m.email}
        </bdi>
      )}
      tertiaryText={(m) => translate(`mw.accountStatus.${m.status}`)}
    />
  );
}

/** An email that may wrap after its @ (the mailbox over the domain), not in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The name (isolated: a Latin name wrapping in an Arabic table keeps its hyphen where it belongs) over the email. */
function NameAndEmail({ member }: { member: AdminMember }) {
  return (
    <Box sx={{ maxWidth: '16rem' }}>
      <bdi style={{ display: 'block' }}>{member.fullName}</bdi>
      {member.email && (
        <Typography
          component="bdi"
          dir="ltr"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'break-word' }}
        >
          <BreakableEmail email={member.email} />
        </Typography>
      )}
    </Box>
  );
}

/** Members (never staff accounts), newest first; search by name, email, phone or id. */
export function MemberList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} filters={useMemberFilters()} sort={{ field: 'createdAt', order: 'DESC' }}>
      {phone ? (
        <PhoneRows />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          {/* The email under the name, wrapping where it must: in a column of its own it made the
              table wider than a 1280 px screen's list. */}
          <DataTable.Col source="fullName" label="mw.members.nameAndEmail">
            <WithRecord<AdminMember> render={(m) => <NameAndEmail member={m} />} />
          </DataTable.Col>
          <DataTable.Col source="kind" disableSort>
            <EnumField source="kind" prefix="mw.accountKind" />
          </DataTable.Col>
          <DataTable.Col source="gender" disableSort>
            <EnumField source="gender" prefix="mw.gender" />
          </DataTable.Col>
          <DataTable.Col source="city" disableSort>
            <PlaceField source="city" kind="city" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <EnumField source="status" prefix="mw.accountStatus" chip />
          </DataTable.Col>
          <DataTable.NumberCol source="completeness">
            <NumberField source="completeness" options={{ style: 'unit', unit: 'percent' }} />
          </DataTable.NumberCol>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="lastSignInAt">
            <DateField source="lastSignInAt" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
