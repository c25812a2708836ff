import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { useCanWrite } from './use-can-write';

/** A content list's toolbar: filters, and "create" only for staff who may write. */
export function ContentListActions({ filters = true }: { filters?: boolean }) {
  const canWrite = useCanWrite();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {canWrite && <CreateButton />}
    </TopToolbar>
  );
}
