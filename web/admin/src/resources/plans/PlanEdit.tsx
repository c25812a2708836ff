import { DataProviderContext, Edit, Labeled, NumberInput, SimpleForm, TextField } from 'react-admin';
import { LocalizedInputs } from '../content/LocalizedInputs';
import { SaveOnlyToolbar } from '../content/SaveOnlyToolbar';
import { LocalizedTextInput } from '../content/LocalizedTextInput';
import { aedToMinor, minorToAed } from './money';
import { toPlanUpdate, validatePlan } from './plan-validate';
import { usePlansDataProvider } from './plans-data-provider';

/** Typed in dirhams, kept and sent in fils. */
const moneyInput = { format: minorToAed, parse: aedToMinor, step: 0.01, min: 0 } as const;

export function PlanEdit() {
  const dataProvider = usePlansDataProvider();
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <Edit mutationMode="pessimistic" transform={toPlanUpdate} redirect="list">
        <SimpleForm validate={validatePlan} toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: '40rem' }}>
          <Labeled source="id">
            <TextField source="id" />
          </Labeled>
          <NumberInput source="listPriceMinor" {...moneyInput} />
          <NumberInput source="priceMinor" helperText="mw.billing.priceHelp" {...moneyInput} />
          <LocalizedInputs>
            <LocalizedTextInput source="names" />
          </LocalizedInputs>
        </SimpleForm>
      </Edit>
    </DataProviderContext.Provider>
  );
}
