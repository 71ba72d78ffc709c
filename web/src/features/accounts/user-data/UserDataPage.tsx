import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Button, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { PERMISSION_GROUPS, formatPhone, messages, userDataSchema, type UserDataInput } from 'schema/validation';
import { UpdateUserDataDocument, UserDataPageDocument, type UserDataForm_UserDataFragment } from '../UserData.generated';
import { formatDate } from '../../../components/ui/format';
import { SpinnerOverlay } from '../../../components/ui/SpinnerOverlay';
import { setServerErrors } from '../../../shared/forms/setServerErrors';
import { useAccessProblem, useAccessProblems } from '../../../shared/problems/useAccessProblems';
import { useStatusMessage } from '../../../shared/status/StatusMessage';
import { FormPage } from '../FormPage';
import { CheckboxField } from '../form/CheckboxField';
import { ConsentFields } from '../form/ConsentFields';
import { PersonFields } from '../form/PersonFields';
import { PERSON_FIELD_NAMES } from '../form/personFieldNames';

/** Spec §8: the last-representative refusal of a user-data save shows for 5 s. */
export const LAST_REPRESENTATIVE_MS = 5_000;

const FIELDS = [...PERSON_FIELD_NAMES, 'isCompanyRepresentative'] as const;

function formValues(data: UserDataForm_UserDataFragment): UserDataInput {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    phoneNumber: data.phoneNumber ? formatPhone(data.phoneNumber) : '+48 ',
    confirmedStatute: data.confirmedStatute,
    agreeToSellingEmails: data.agreeToSellingEmails,
    agreeToSellingPhones: data.agreeToSellingPhones,
    agreeToSharingData: data.agreeToSharingData,
    agreeToMarketingEmails: data.agreeToMarketingEmails,
    agreeToMarketingPhones: data.agreeToMarketingPhones,
    // Spec §6: only a location_admin sees (and sends) the representative flag.
    isCompanyRepresentative: data.permissionGroup === 'LOCATION_ADMIN' ? data.isCompanyRepresentative : null,
  };
}

/** `/user_data/{id}`: the signed-in person's data and consents in the active company, and their memberships. */
export default function UserDataPage() {
  const { id } = useParams();
  const { data } = useQuery(UserDataPageDocument, { fetchPolicy: 'network-only' });
  const userData = data?.userData;
  useAccessProblem(userData);

  const viewer = data?.viewer;
  if (viewer && id !== viewer.user.id) return <Navigate to={`/user_data/${viewer.user.id}`} replace />;
  if (userData?.__typename !== 'UserData' || !viewer) return <SpinnerOverlay />;
  return (
    <Stack gap="10">
      <UserDataForm current={userData} />
      <Box maxW="3xl" mx="auto" w="full">
        <Heading as="h2" size="lg" mb="3">
          Członkostwa w firmach
        </Heading>
        {/* Four short columns: they fit a tablet, and a phone shows each membership as a card. */}
        <Table.Root className="stacked-table" size="sm" aria-label="Członkostwa w firmach">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Firma</Table.ColumnHeader>
              <Table.ColumnHeader>NIP</Table.ColumnHeader>
              <Table.ColumnHeader>Rola</Table.ColumnHeader>
              <Table.ColumnHeader>Stan</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {viewer.memberships.map((m) => (
              <Table.Row key={m.id}>
                <Table.Cell data-label="Firma">
                  {m.company.name}
                  {m.id === viewer.activeMembership?.id && (
                    <Badge ms="2" colorPalette="blue">
                      aktywna firma
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell data-label="NIP">{m.company.nip ?? '–'}</Table.Cell>
                <Table.Cell data-label="Rola">
                  {PERMISSION_GROUPS[m.permissionGroup].label}
                  {m.isCompanyRepresentative && <Text color="fg.muted">Osoba upoważniona do reprezentacji</Text>}
                </Table.Cell>
                <Table.Cell data-label="Stan">{m.activated ? `aktywne od ${formatDate(m.activationDate)}` : 'oczekuje na aktywację'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/** The person's data, consents and (for a location_admin) the representative flag, saved together. */
function UserDataForm({ current }: { current: UserDataForm_UserDataFragment }) {
  const { show } = useStatusMessage();
  const [update] = useMutation(UpdateUserDataDocument);
  const handled = useAccessProblems();
  const form = useForm<UserDataInput>({ resolver: zodResolver(userDataSchema), defaultValues: formValues(current) });
  const { register, control, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data: answer } = await update({ variables: { input: values } });
      const result = answer?.updateUserData;
      if (!result) return;
      if (result.__typename === 'UserData') show('success', result.message);
      else if (result.__typename === 'LastRepresentative') show('error', result.message, { durationMs: LAST_REPRESENTATIVE_MS });
      else if (!handled(result)) setServerErrors(form, FIELDS, result);
    } catch {
      setError('root.server', { message: messages.generic });
    }
  });

  const { errors } = formState;
  return (
    <FormPage title="Moje konto" error={errors.root?.server?.message} onSubmit={onSubmit} width="3xl">
      <DataList.Root orientation="horizontal" aria-label="Konto">
        {[
          ['E-mail', current.email],
          ['Data rejestracji', formatDate(current.dateJoined)],
          ['Ostatnie logowanie', formatDate(current.lastLogin)],
          ['Rola w firmie', PERMISSION_GROUPS[current.permissionGroup].label],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <PersonFields register={register} errors={errors} />
      {current.permissionGroup === 'LOCATION_ADMIN' && (
        <CheckboxField control={control} name="isCompanyRepresentative">
          Osoba upoważniona do reprezentowania firmy
        </CheckboxField>
      )}
      <ConsentFields control={control} />
      <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} alignSelf="start">
        Zapisz
      </Button>
    </FormPage>
  );
}
