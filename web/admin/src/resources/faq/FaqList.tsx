import { BooleanInput, NumberField, TextField } from 'react-admin';
import { faqInputSchema } from '@mawadda/contracts/cms';
import { ActiveToggle } from '../content/ActiveToggle';
import { ContentList } from '../content/ContentList';
import { LocalizedField } from '../content/LocalizedField';

const filters = [<BooleanInput key="isActive" source="isActive" />];

export function FaqList() {
  return (
    <ContentList filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <TextField source="id" />
      <LocalizedField source="question" sortable={false} />
      <NumberField source="order" />
      <ActiveToggle schema={faqInputSchema} source="isActive" />
    </ContentList>
  );
}
