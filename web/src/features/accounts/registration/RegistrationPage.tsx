import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Heading } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import {
  emailSchema,
  isValidNip,
  nipDigits,
  messages,
  registrationSchema,
  type RegistrationInput,
} from 'schema/validation';
import { EmailCheckDocument, NipAvailabilityDocument, RegisterDocument, RegistrationCompanyDocument } from '../Registration.generated';
import { usePageTitle } from '../../../components/ui/PageTitle';
import { setServerErrors } from '../../../shared/forms/setServerErrors';
import { useStatusMessage } from '../../../shared/status/StatusMessage';
import { sendAttachment, attachmentProblem } from './attachment';
import type { LockedFields } from './CompanyStep';
import { RegonStep } from './RegonStep';
import { RegistrationStepper } from './RegistrationStepper';
import { ALL_FIELDS, NEW_ACCOUNT, STEPS, STEP_FIELDS, emptyRegistration, stepOf, type Step } from './registrationForm';
import { useDebouncedCheck } from './useDebouncedCheck';

/**
 * The wizard opens on the REGON step; the later steps' code loads once the page is up, while the visitor types the
 * REGON, so it is not part of the page's first download.
 */
const loadCompanyStep = () => import('./CompanyStep');
const loadPersonalStep = () => import('./PersonalStep');
const loadSummaryStep = () => import('./SummaryStep');
const CompanyStep = lazy(() => loadCompanyStep().then((module) => ({ default: module.CompanyStep })));
const PersonalStep = lazy(() => loadPersonalStep().then((module) => ({ default: module.PersonalStep })));
const SummaryStep = lazy(() => loadSummaryStep().then((module) => ({ default: module.SummaryStep })));

/** Spec §4: after a registration the submit button comes back after 3 s. */
export const SUBMIT_COOLDOWN_MS = 3_000;

const NO_LOCK: LockedFields = new Set();
const nipReady = (nip: string) => isValidNip(nipDigits(nip));
const emailReady = (email: string) => emailSchema.safeParse(email).success;

/** `/registration`: the four-step wizard of spec §2 and §4. */
export default function RegistrationPage() {
  usePageTitle('Rejestracja firmy');
  const client = useApolloClient();
  const navigate = useNavigate();
  const { show } = useStatusMessage();
  const [registerCompany] = useMutation(RegisterDocument);
  const form = useForm<RegistrationInput>({ resolver: zodResolver(registrationSchema), defaultValues: emptyRegistration(), shouldFocusError: true });
  const { control, trigger, setError, clearErrors, setValue, getValues, reset } = form;

  const [step, setStep] = useState<Step>('regon');
  useEffect(() => {
    void Promise.all([loadCompanyStep(), loadPersonalStep(), loadSummaryStep()]);
  }, []);
  const [locked, setLocked] = useState<LockedFields>(NO_LOCK);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The REGON of a company already on the platform: the refusal leads to joining it instead.
  const [registeredRegon, setRegisteredRegon] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The NIP check's refusal, for the NIP it was given for: a changed NIP is checked anew.
  const [nipRefusal, setNipRefusal] = useState<{ nip: string; message: string } | null>(null);
  const [accountExists, setAccountExists] = useState(false);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [summaryError, setSummaryError] = useState<string | null>(null);

  // 'NIP występuje już w naszej bazie', 1.5 s after the NIP was typed (a registry company's NIP is locked).
  const nip = useWatch({ control, name: 'company.nip' });
  const checkNip = useCallback(
    async (value: string) => {
      const { data } = await client.query({ query: NipAvailabilityDocument, variables: { nip: value }, fetchPolicy: 'network-only' });
      const taken = data?.nipAvailability.__typename === 'NipTaken' ? data.nipAvailability.message : null;
      setNipRefusal(taken ? { nip: value, message: taken } : null);
      if (taken) setError('company.nip', { type: 'server', message: taken });
      else if (form.getFieldState('company.nip').error?.type === 'server') clearErrors('company.nip');
    },
    [client, setError, clearErrors, form],
  );
  useDebouncedCheck(locked.has('nip') ? '' : nip, nipReady, checkNip);
  const nipTaken = nipRefusal?.nip === nip ? nipRefusal.message : null;

  // An e-mail that already has an account keeps its data: the personal fields and consents are not asked.
  const email = useWatch({ control, name: 'user.email' });
  const checkEmail = useCallback(
    async (value: string) => {
      const { data } = await client.query({ query: EmailCheckDocument, variables: { email: value }, fetchPolicy: 'network-only' });
      const exists = data?.emailCheck.__typename === 'EmailCheck' && data.emailCheck.accountExists;
      setAccountExists(exists);
      setValue('user.newAccount', exists ? null : (getValues('user.newAccount') ?? NEW_ACCOUNT));
    },
    [client, setValue, getValues],
  );
  useDebouncedCheck(email, emailReady, checkEmail);

  async function nextFromRegon(event?: FormEvent) {
    event?.preventDefault();
    setRefusal(null);
    setRegisteredRegon(null);
    if (!(await trigger(STEP_FIELDS.regon, { shouldFocus: true }))) return;
    setBusy(true);
    try {
      const { data } = await client.query({ query: RegistrationCompanyDocument, variables: { regon: getValues('company.regon') }, fetchPolicy: 'network-only' });
      const result = data?.registrationCompany;
      if (!result) return;
      switch (result.__typename) {
        case 'RegistryCompany': {
          const { regon, nip: registryNip, name, street, city, postalCode, district, country } = result;
          const company = { nip: registryNip, name, street: street ?? '', city: city ?? '', postalCode: postalCode ?? '', district: district ?? '' };
          for (const [field, value] of Object.entries(company)) setValue(`company.${field}` as 'company.name', (value ?? '') as string);
          setValue('company.regon', regon);
          setValue('company.country', country);
          setLocked(new Set((Object.keys(company) as (keyof typeof company)[]).filter((field) => !!company[field])));
          setNotice('Dane firmy pochodzą z rejestru REGON i nie można ich zmienić.');
          setStep('company');
          return;
        }
        case 'CompanyNotInRegistry': {
          const regon = getValues('company.regon');
          reset({ ...getValues(), company: { ...emptyRegistration().company, regon } });
          setLocked(NO_LOCK);
          setNotice(result.message);
          setStep('company');
          return;
        }
        case 'CompanyExists':
          setRefusal(result.message);
          setRegisteredRegon(getValues('company.regon'));
          return;
        case 'RegistrationUnfinished':
          setRefusal(result.message);
          return;
        case 'ValidationFailed':
          setServerErrors(form, ALL_FIELDS, result);
          return;
        default:
          setRefusal(result.message);
      }
    } catch {
      setRefusal(messages.generic);
    } finally {
      setBusy(false);
    }
  }

  async function next(from: Step, event?: FormEvent) {
    event?.preventDefault();
    // An invalid step puts the focus on its first field in error, where the person fixes it.
    const valid = await trigger(STEP_FIELDS[from], { shouldFocus: true });
    // The resolver knows nothing of the NIP check: its answer stays until the NIP changes.
    if (from === 'company' && nipTaken) setError('company.nip', { type: 'server', message: nipTaken }, { shouldFocus: valid });
    if (from === 'personal' && attachment && attachmentError) return;
    if (!valid || (from === 'company' && nipTaken)) return;
    setStep(STEPS[STEPS.indexOf(from) + 1]!);
  }

  const back = (from: Step) => setStep(STEPS[STEPS.indexOf(from) - 1]!);

  function chooseAttachment(file: File | null) {
    setAttachment(file);
    setAttachmentError(file ? attachmentProblem(file) : null);
  }

  async function submit() {
    setSummaryError(null);
    const parsed = registrationSchema.safeParse(getValues());
    if (!parsed.success) {
      await trigger();
      setStep(stepOf(parsed.error.issues[0]?.path.join('.') ?? ''));
      return;
    }
    setBusy(true);
    try {
      const { data } = await registerCompany({ variables: { input: getValues() as never } });
      const result = data?.register;
      if (!result) return;
      switch (result.__typename) {
        case 'RegistrationCompleted': {
          const attachmentFailure = attachment ? await sendAttachment(result.membershipId, attachment) : null;
          reset(emptyRegistration());
          show(attachmentFailure ? 'info' : 'success', attachmentFailure ? `${result.message} ${attachmentFailure}` : result.message, { path: '/' });
          navigate('/');
          return;
        }
        case 'CompanyExists':
        case 'RegistrationUnfinished':
          setRefusal(result.message);
          setRegisteredRegon(result.__typename === 'CompanyExists' ? getValues('company.regon') : null);
          setStep('regon');
          return;
        case 'NipTaken':
          setNipRefusal({ nip: getValues('company.nip'), message: result.message });
          setStep('company');
          setError('company.nip', { type: 'server', message: result.message });
          return;
        default: {
          const field = 'problems' in result ? result.problems[0]?.field?.slice(1).join('.') : undefined;
          if (field) setStep(stepOf(field));
          setServerErrors(form, ALL_FIELDS, result);
          if (!field) setSummaryError(result.message);
        }
      }
    } catch {
      setSummaryError(messages.generic);
    } finally {
      // The button comes back after 3 s, so a double click cannot register twice.
      setTimeout(() => setBusy(false), SUBMIT_COOLDOWN_MS);
    }
  }

  return (
    <Box maxW="3xl" mx="auto">
      <Heading as="h1" size="2xl" mb="4">
        Rejestracja firmy
      </Heading>
      <RegistrationStepper step={step} />
      <FormProvider {...form}>
        <Suspense fallback={null}>
          {step === 'regon' && <RegonStep onNext={nextFromRegon} refusal={refusal} registeredRegon={registeredRegon} busy={busy} />}
          {step === 'company' && <CompanyStep locked={locked} notice={notice} onNext={(e) => next('company', e)} onBack={() => back('company')} />}
          {step === 'personal' && (
            <PersonalStep
              accountExists={accountExists}
              attachment={attachment}
              attachmentError={attachmentError}
              onAttachment={chooseAttachment}
              onNext={(e) => next('personal', e)}
              onBack={() => back('personal')}
            />
          )}
          {step === 'summary' && <SummaryStep attachment={attachment} error={summaryError} submitting={busy} onSubmit={submit} onBack={() => back('summary')} />}
        </Suspense>
      </FormProvider>
    </Box>
  );
}
