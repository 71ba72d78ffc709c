import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Field, Input, Stack } from '@chakra-ui/react';
import { DEFAULT_INVITE_GROUP, inviteUserSchema, messages, type InviteUserValues } from 'schema/validation';
import { InviteUserDocument } from './Users.generated';
import { Notice } from '../../components/ui/Notice';
import { setServerErrors } from '../../shared/forms/setServerErrors';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { PermissionSelect } from './PermissionSelect';

/** The invitation form of the users screen (spec §2: e-mail and permission, location_user by default). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { show } = useStatusMessage();
  const [invite] = useMutation(InviteUserDocument);
  const handled = useAccessProblems();
  const form = useForm<InviteUserValues>({ resolver: zodResolver(inviteUserSchema), defaultValues: { email: '', permissionGroup: DEFAULT_INVITE_GROUP } });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { data: answer } = await invite({ variables: { input } });
      const result = answer?.inviteUser;
      if (result?.__typename === 'InvitationSent') {
        show('success', result.message);
        reset();
        onInvited();
      } else if (result && !handled(result)) setServerErrors(form, ['email', 'permissionGroup'], result);
    } catch {
      setError('root.server', { message: messages.generic });
    }
  });

  const email = register('email');
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Zaproś użytkownika">
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-start' }}>
        <Field.Root invalid={!!errors.email} required flex="2">
          <Field.Label>Adres e-mail</Field.Label>
          <Input type="email" autoComplete="off" {...email} onChange={(e) => ((e.target.value = e.target.value.toLowerCase()), email.onChange(e))} />
          {errors.email?.message ? <Field.ErrorText>{errors.email.message}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={!!errors.permissionGroup} required flex="1">
          <Field.Label>Uprawnienia</Field.Label>
          <PermissionSelect {...register('permissionGroup')} />
          {errors.permissionGroup?.message ? <Field.ErrorText>{errors.permissionGroup.message}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} mt={{ md: '7' }}>
          Zaproś
        </Button>
      </Stack>
      {errors.root?.server && (
        <Box mt="3">
          <Notice>{errors.root.server.message}</Notice>
        </Box>
      )}
    </form>
  );
}
