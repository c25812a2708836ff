import {
  BooleanField,
  Datagrid,
  DataProviderContext,
  EditButton,
  FunctionField,
  List,
  NumberField,
  Pagination,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AdminPlan } from '@mawadda/contracts';
import { hideOnPhone } from '../../shared/phone-columns';
import { MoneyField } from './MoneyField';
import { usePlansDataProvider } from './plans-data-provider';

function PlanName(_: { label?: string }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <FunctionField<AdminPlan>
      render={(p) => p.names[locale as 'ar' | 'en'] || translate(`mw.billing.plan.${p.id}`)}
    />
  );
}

/** The two plans with their prices; admins open one to change its prices and names. */
export function PlanList() {
  const dataProvider = usePlansDataProvider();
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <List
        pagination={<Pagination rowsPerPageOptions={[]} />}
        exporter={false}
        sort={{ field: 'months', order: 'ASC' }}
      >
        {/* A phone keeps the plan, its price and total; the plan's page has the rest. */}
        <Datagrid
          rowClick="edit"
          bulkActionButtons={false}
          sx={hideOnPhone('months', 'listPriceMinor', 'discountPercent', 'vatMinor', 'bestValue')}
        >
          <PlanName label="resources.plans.fields.names" />
          <NumberField source="months" sortable={false} />
          <MoneyField source="listPriceMinor" sortable={false} />
          <MoneyField source="priceMinor" sortable={false} />
          <FunctionField<AdminPlan>
            source="discountPercent"
            sortable={false}
            render={(p) => `${p.discountPercent}%`}
          />
          <MoneyField source="vatMinor" sortable={false} />
          <MoneyField source="totalMinor" sortable={false} />
          <BooleanField source="bestValue" sortable={false} />
          <EditButton />
        </Datagrid>
      </List>
    </DataProviderContext.Provider>
  );
}
