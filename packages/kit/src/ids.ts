import { v7 } from 'uuid';

/** DESIGN §3: ids are UUID v7, so they sort by creation time and index well. */
export const uuidv7 = (): string => v7();
