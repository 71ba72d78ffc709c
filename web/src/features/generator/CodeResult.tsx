import { useState } from 'react';
import { Box, Button, Field, Heading, HStack, Image, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { CODE_FORMATS, type CodeFormat } from 'schema/validation';
import type { CodeResult_CodeFragment } from './Generator.generated';
import { downloadFile } from '../../shared/files/download';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';

const FORMAT_LABELS: Record<CodeFormat, string> = { ai: 'AI (Adobe Illustrator)', pdf: 'PDF', png: 'PNG', svg: 'SVG', ps: 'PS (PostScript)' };
const urlOf = (code: CodeResult_CodeFragment, format: CodeFormat) => (format === 'svg' ? code.svgFile : code[format]);

/** One generated code: the image (the SVG as an image, never as markup), what it holds, and its download. */
export function CodeResult({ title, code, children }: { title: string; code: CodeResult_CodeFragment; children?: React.ReactNode }) {
  const { show } = useStatusMessage();
  const handled = useAccessProblems();
  const [format, setFormat] = useState<CodeFormat | ''>('');
  const [busy, setBusy] = useState(false);
  return (
    <Box as="section" aria-label={`Kod ${title}`} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {title === 'QR' ? 'Kod QR (GS1 Digital Link)' : 'Kod GS1 DataMatrix'}
        </Heading>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`}
          alt={`Kod ${title}: ${code.description}`}
          maxW="220px"
          bg="white"
        />
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
          {code.description}
        </Text>
        {children}
        <HStack align="end">
          <Field.Root maxW="56">
            <Field.Label>Format pliku</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field value={format} onChange={(e) => setFormat(e.target.value as CodeFormat | '')}>
                <option value="">Wybierz format</option>
                {CODE_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {FORMAT_LABELS[f]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!format}
            loading={busy}
            onClick={async () => {
              if (!format) return;
              setBusy(true);
              const result = await downloadFile(urlOf(code, format), `kod.${format}`);
              setBusy(false);
              if (!result.ok && !handled(result.problem)) show('error', result.problem.message);
            }}
          >
            Pobierz
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
