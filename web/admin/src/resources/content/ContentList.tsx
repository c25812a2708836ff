import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, SearchInput, type SortPayload } from 'react-admin';
import { hideOnPhone } from '../../shared/phone-columns';
import { ContentListActions } from './ListActions';
import { RowActions } from './RowActions';

/** A phone keeps the title, its switch and the row's button; ids, slugs, positions, links and dates wait on the record's page. */
const phoneColumns = hideOnPhone('id', 'key', 'slug', 'categoryId', 'menuId', 'order', 'link', 'publishedAt');

/**
 * The list every content resource shares: a search box (plus the resource's own filters), no CSV
 * export, the create button for admins, rows that open the record, and the row's edit/delete at
 * the end. The resource gives only its columns.
 */
export function ContentList({
  filters = [],
  sort = { field: 'id', order: 'ASC' },
  children,
}: {
  filters?: ReactElement[];
  sort?: SortPayload;
  children: ReactNode;
}) {
  return (
    <List
      exporter={false}
      filters={[<SearchInput key="q" source="q" alwaysOn />, ...filters]}
      actions={<ContentListActions />}
      sort={sort}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} sx={phoneColumns}>
        {children}
        <RowActions />
      </Datagrid>
    </List>
  );
}
