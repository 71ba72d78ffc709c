import { Field, Input, Stack } from '@chakra-ui/react';

/**
 * The fields of the editor's "Wstaw link" and "Wstaw obraz" dialogs. A chunk of their own, loaded when a dialog first
 * opens (as the dialog itself is): a page is edited far more often than a link or a picture is inserted, and Chakra's
 * Field brings Ark's field machinery with it.
 */
export function LinkFields({ url, onUrl, error }: { url: string; onUrl: (url: string) => void; error: string | null }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Adres linku</Field.Label>
      <Input value={url} onChange={(e) => onUrl(e.target.value)} placeholder="https://" />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function ImageFields({ alt, onAlt, onFile, error }: { alt: string; onAlt: (alt: string) => void; onFile: (file: File | null) => void; error: string | null }) {
  return (
    <Stack gap="4">
      <Field.Root invalid={!!error}>
        <Field.Label>Plik obrazu (PNG, JPEG, GIF lub WebP, do 5 MB)</Field.Label>
        <Input type="file" accept="image/png,image/jpeg,image/gif,image/webp" p="1" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Opis obrazu (dla czytników ekranu)</Field.Label>
        <Input value={alt} onChange={(e) => onAlt(e.target.value)} />
      </Field.Root>
    </Stack>
  );
}
