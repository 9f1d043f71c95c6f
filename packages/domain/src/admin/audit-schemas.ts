import { z } from 'zod';
import { pageQuery } from './member-admin-schemas.ts';
import { wholeNumber } from '../validation/whole-number.ts';

export const auditSearchQuery = z.object({
  staffId: wholeNumber(z.number().int().positive()).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(50).optional(),
  targetId: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO 8601 instant' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO 8601 instant' }).optional(),
  ...pageQuery,
});
