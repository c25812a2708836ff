import { SaveButton, Toolbar } from 'react-admin';

/** A form toolbar without react-admin's Delete: for records the API never deletes (plans, staff). */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
