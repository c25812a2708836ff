import { useResourceDefinition } from 'react-admin';

/**
 * Whether this staff member may change the resource: adminResources gives moderators content
 * without an edit view (the API refuses their writes anyway), so the list hides its write controls.
 */
export const useCanWrite = () => useResourceDefinition().hasEdit === true;
