import { Box, Button, Stack } from '@chakra-ui/react';
import { SafeHtml } from '../../shared/content/SafeHtml';

/** The editor's "Podgląd" tab: the content as the page will show it, and the save button. */
export default function PreviewPanel({ html, saving, onSave }: { html: string; saving: boolean; onSave: () => void }) {
  return (
    <Stack gap="4">
      <Box asChild borderWidth="1px" borderRadius="md" p="4">
        <SafeHtml html={html} aria-label="Podgląd treści" />
      </Box>
      <Button colorPalette="blue" alignSelf="flex-start" onClick={onSave} loading={saving}>
        Zapisz
      </Button>
    </Stack>
  );
}
