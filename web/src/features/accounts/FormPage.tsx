import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../components/ui/PageTitle';
import { Notice } from '../../components/ui/Notice';

interface FormPageProps {
  title: string;
  intro?: ReactNode;
  /** The form-level message (the answer's own message when it names no field of the form). */
  error?: string;
  /** Without it the page shows its content without a form (e.g. a link that can no longer be used). */
  onSubmit?: () => void;
  children: ReactNode;
  width?: 'md' | 'xl' | '3xl';
}

/** A page that is one form: its heading, an optional introduction, the form-level error and the fields. */
export function FormPage({ title, intro, error, onSubmit, children, width = 'md' }: FormPageProps) {
  usePageTitle(title);
  return (
    <Box maxW={width} mx="auto">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      {intro && (
        <Text mb="6" color="fg.muted">
          {intro}
        </Text>
      )}
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="5">
            {error && <Notice>{error}</Notice>}
            {children}
          </Stack>
        </form>
      ) : (
        <Stack gap="5">{children}</Stack>
      )}
    </Box>
  );
}
