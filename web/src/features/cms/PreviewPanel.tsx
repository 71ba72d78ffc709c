import type { ReactNode } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { SafeHtml } from '../../shared/content/SafeHtml';

/** The editor's "Podgląd" tab: the content as the page will show it, above the save button (`children`). */
export default function PreviewPanel({ html, children }: { html: string; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Box asChild borderWidth="1px" borderRadius="md" p="4">
        <SafeHtml html={html} aria-label="Podgląd treści" />
      </Box>
      {children}
    </Stack>
  );
}
