import { z } from 'zod';
import { consentsShape } from './consents';
import { personNameSchema } from './person-name';
import { phoneSchema } from './phone';

/**
 * `/user_data/{id}`: personal data, statute and consents; the representative flag only where the person may set it
 * (a location_admin: spec §6), absent otherwise.
 */
export const userDataSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  phoneNumber: phoneSchema,
  ...consentsShape,
  isCompanyRepresentative: z.boolean().nullish().transform((v) => v ?? null),
});

export type UserDataInput = z.input<typeof userDataSchema>;
export type UserDataValues = z.output<typeof userDataSchema>;
