import { BooleanInput, NumberField, TextField } from 'react-admin';
import { familyQuestionInputSchema } from '@mawadda/contracts';
import { ContentList } from '../content/ContentList';
import { LocalizedField } from '../content/LocalizedField';
import { WriteToggle } from '../content/WriteToggle';

const filters = [<BooleanInput key="active" source="active" />];

/** The families' questions in the order members read them; the switch asks or retires one. */
export function QuestionList() {
  return (
    <ContentList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <NumberField source="order" />
      <LocalizedField source="text" sortable={false} />
      <NumberField source="answers" sortable={false} />
      <WriteToggle
        source="active"
        schema={familyQuestionInputSchema}
        on={true}
        off={false}
        turnOnLabel="mw.questions.ask"
        turnOffLabel="mw.questions.retire"
      />
      <TextField source="id" sortable={false} />
    </ContentList>
  );
}
