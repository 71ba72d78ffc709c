import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, chakra, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from 'react-router-dom';
import { verificationMessages, verificationUploadSchema, type VerificationUploadValues } from 'schema/validation';
import { VerificationPageDocument } from './Verification.generated';
import { usePageTitle } from '../../components/ui/PageTitle';
import { Notice } from '../../components/ui/Notice';
import { Tooltip } from '../../components/ui/Tooltip';
import { setServerErrors } from '../../shared/forms/setServerErrors';
import { uploadForm, type Upload } from '../../shared/files/upload';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { Recommendations } from './Recommendations';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';

const FIELDS = ['file', 'description'] as const;
const ACCEPT = '.csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** `12,3 MB`, with the Polish decimal comma; files are at most 50 MB, so no thousands separator is needed. */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB`;

/** `/verify_data/upload`: a file of GTINs sent for verification, with the bytes sent shown and a way to cancel. */
export default function UploadPage() {
  usePageTitle('Wyślij plik do weryfikacji');
  const navigate = useNavigate();
  const client = useApolloClient();
  const { show } = useStatusMessage();
  const handled = useAccessProblems();
  const { data } = useQuery(VerificationPageDocument, { fetchPolicy: 'cache-and-network' });
  const fileInProcess = data?.verificationPage.fileInProcess ?? false;
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [upload, setUpload] = useState<Upload<unknown> | null>(null);
  const form = useForm<VerificationUploadValues>({
    resolver: zodResolver(verificationUploadSchema),
    defaultValues: { file: null, description: '' },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async ({ file, description }) => {
    if (!file) return;
    const body = new FormData();
    // Text parts before the file: the gateway reads them on its way to the file (decision 011).
    body.append('description', description.trim());
    body.append('file', file, file.name);
    setProgress({ sent: 0, total: file.size });
    const current = uploadForm<{ message: string }>('/files/verification', body, (sent, total) => setProgress({ sent, total }), verificationMessages.uploadFailed);
    setUpload(current);
    const outcome = await current.outcome;
    setUpload(null);
    setProgress(null);
    switch (outcome.kind) {
      case 'done':
        client.cache.evict({ fieldName: 'verificationFiles' });
        client.cache.evict({ fieldName: 'verificationPage' });
        client.cache.gc();
        show('success', outcome.body.message, { path: '/my_products' });
        navigate('/my_products');
        return;
      case 'refused':
        if (!handled(outcome.problem)) setServerErrors(form, FIELDS, outcome.problem);
        return;
      case 'connectionLost':
        setError('root.server', { message: verificationMessages.connectionLost });
        return;
      case 'cancelled':
        setError('root.server', { type: 'cancelled', message: verificationMessages.cancelled });
        return;
    }
  });

  const sending = progress !== null;
  const locked = sending || fileInProcess;

  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        Wyślij plik do weryfikacji
      </Heading>
      <Recommendations />
      {fileInProcess && <Notice status="info">{verificationMessages.fileInProcess}</Notice>}
      <form onSubmit={onSubmit} noValidate aria-label="Wysyłanie pliku do weryfikacji">
        <Stack gap="4">
          {errors.root?.server && <Notice status={errors.root.server.type === 'cancelled' ? 'warning' : 'error'}>{errors.root.server.message}</Notice>}
          <Controller
            control={control}
            name="file"
            render={({ field: { onChange, onBlur, name, ref } }) => (
              <Field.Root invalid={!!errors.file} required disabled={locked}>
                <Field.Label>Plik (CSV, XLS lub XLSX, do 50 MB)</Field.Label>
                <Input
                  type="file"
                  accept={ACCEPT}
                  name={name}
                  ref={ref}
                  onBlur={onBlur}
                  p="1"
                  onChange={(event) => onChange(event.target.files?.[0] ?? null)}
                />
                {errors.file?.message ? <Field.ErrorText>{errors.file.message}</Field.ErrorText> : null}
              </Field.Root>
            )}
          />
          <Field.Root invalid={!!errors.description} disabled={locked}>
            <Field.Label>Komentarz</Field.Label>
            <Textarea recipe={textareaRecipe} rows={3} {...register('description')} />
            {errors.description?.message ? <Field.ErrorText>{errors.description.message}</Field.ErrorText> : null}
          </Field.Root>
          {progress && (
            <Stack gap="1">
              <HStack justify="space-between" textStyle="sm">
                <chakra.label htmlFor="upload-progress" fontWeight="medium">
                  Wysyłanie pliku
                </chakra.label>
                <Text>
                  {megabytes(progress.sent)} z {megabytes(progress.total)}
                </Text>
              </HStack>
              {/* The browser's own progress bar (Chakra's ran a state machine for it), in Chakra's colours. */}
              <chakra.progress
                id="upload-progress"
                value={progress.sent}
                max={progress.total || 1}
                aria-valuetext={`${megabytes(progress.sent)} z ${megabytes(progress.total)}`}
                appearance="none"
                w="full"
                h="2.5"
                borderRadius="l1"
                overflow="hidden"
                bg="bg.muted"
                css={{
                  '&::-webkit-progress-bar': { bg: 'bg.muted' },
                  '&::-webkit-progress-value': { bg: 'blue.solid', transition: 'width 0.2s' },
                  '&::-moz-progress-bar': { bg: 'blue.solid' },
                }}
              />
            </Stack>
          )}
          <HStack>
            <Tooltip content={verificationMessages.fileInProcess} disabled={!fileInProcess}>
              {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
              <Box display="inline-block" tabIndex={fileInProcess ? 0 : undefined}>
                <Button type="submit" colorPalette="blue" disabled={locked} loading={sending} loadingText="Wysyłanie…">
                  Wyślij
                </Button>
              </Box>
            </Tooltip>
            {sending && (
              <Button variant="outline" onClick={() => upload?.cancel()}>
                Anuluj wysyłanie
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Wyniki znajdziesz w zakładce „Moje produkty”.
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
