import { EditButton, ShowButton } from 'react-admin';
import { useCanWrite } from './use-can-write';

/** The end of a content row: show for everyone, edit only for staff who may write. */
export function RowActions(_: { label?: string }) {
  const canWrite = useCanWrite();
  return canWrite ? <EditButton /> : <ShowButton />;
}
