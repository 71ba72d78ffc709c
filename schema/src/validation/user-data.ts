import * as z from 'zod/mini';
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
  isCompanyRepresentative: z.pipe(
    z.nullish(z.boolean()),
    z.transform((v: boolean | null | undefined) => v ?? null),
  ),
});

export type UserDataInput = z.input<typeof userDataSchema>;
export type UserDataValues = z.output<typeof userDataSchema>;
