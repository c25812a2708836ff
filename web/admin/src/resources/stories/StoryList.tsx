import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { STORY_STATUSES, type AdminStory } from '@mawadda/contracts';
import { storyLanguages } from './story-languages';

/** The status filter: `pending` (both spouses agreed) is the queue staff open first. */
function useFilters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STORY_STATUSES.map((id) => ({ id, name: translate(`mw.stories.status.${id}`) }))}
    />,
    <TextInput key="q" source="q" alwaysOn />,
  ];
}

export function StoryList() {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  return (
    <List
      filters={useFilters()}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'updatedAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="title" />
        <FunctionField<AdminStory>
          source="status"
          render={(r) => translate(`mw.stories.status.${r.status}`)}
        />
        <FunctionField<AdminStory>
          source="languages"
          sortable={false}
          render={(r) => storyLanguages(r.languages, lang)}
        />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}
