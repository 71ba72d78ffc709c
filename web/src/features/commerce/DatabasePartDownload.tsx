import { useId, useState } from 'react';
import { Field, HStack, Input } from '@chakra-ui/react';
import { databasePartSchema, DATABASE_PART_MAX } from 'schema/validation';
import { DownloadButton } from '../../shared/files/DownloadButton';

/** The gateway route that streams one CSV file of the company's newest export (the spec's `database/{x}`). */
export const databasePartUrl = (companyId: string, part: number) => `/files/products/${encodeURIComponent(companyId)}/database/${part}`;

/** One CSV file of a ready export, by its number in the zip, for a person who needs one part rather than the archive. */
export function DatabasePartDownload({ companyId }: { companyId: string }) {
  const [typed, setTyped] = useState('1');
  const helpId = useId();
  const part = databasePartSchema.safeParse(typed);
  return (
    <HStack gap="3" alignItems="end" mt="4">
      <Field.Root invalid={!part.success} maxW="48">
        <Field.Label>Numer pliku CSV</Field.Label>
        <Input type="number" inputMode="numeric" min={1} max={DATABASE_PART_MAX} value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby={helpId} />
        <Field.HelperText id={helpId}>Plik nr 1 to pierwsze 1 000 produktów.</Field.HelperText>
      </Field.Root>
      <DownloadButton variant="outline" url={databasePartUrl(companyId, part.success ? part.data : 1)} fallbackName="products.csv" disabled={!part.success}>
        Pobierz jeden plik CSV
      </DownloadButton>
    </HStack>
  );
}
