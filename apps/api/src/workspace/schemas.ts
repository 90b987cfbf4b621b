import { z } from 'zod';
import { ID_PATTERN } from './http';

/** A bigint identity on the wire: decimal string or number. */
export const IdSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .pipe(z.string().regex(ID_PATTERN, 'must be a positive whole number'))
  .transform(Number);

export const GuidSchema = z.uuid({ message: 'must be a guid' });
