import type { CmsBlock } from '@mawadda/contracts/cms-content';

/** `data` is free-form JSON that staff edit, so every value is checked before it is shown. */
export const numberIn = (block: CmsBlock | undefined, key: string): number | undefined => {
  const value = block?.data?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export const stringIn = (block: CmsBlock | undefined, key: string): string | undefined => {
  const value = block?.data?.[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

export const stringsIn = (block: CmsBlock | undefined, key: string): string[] => {
  const value = block?.data?.[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

export const blockByKey = (blocks: readonly CmsBlock[] | undefined, key: string) =>
  blocks?.find((b) => b.key === key);
