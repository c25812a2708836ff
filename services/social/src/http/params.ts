import { z } from 'zod';

export const memberParams = z.object({ memberId: z.uuid() });
export const requestParams = z.object({ id: z.uuid() });
export const reportParams = z.object({ id: z.uuid() });
