import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Checkbox, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { gtinSchema, messages } from 'schema/validation';
import { AppViewerDocument, ProductCardDocument } from '../../gql/graphql';
import { useViewer } from '../../app/viewer/useViewer';
import { CaptchaWidget, useCaptchaSolved } from '../../app/captcha/CaptchaWidget';
import { CaptchaModal } from '../../app/captcha/CaptchaModal';
import { markCaptchaUnsolved } from '../../app/captcha/cache';
import { useStatusMessage } from '../../app/status/StatusMessage';
import { usePageTitle } from '../../components/ui/PageTitle';
import { blinkCss, useBlink } from '../../components/ui/blink';
import { isCaptchaProblem, type ProblemResult } from './lookup';
import { LookupProblem } from './LookupProblem';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

export default function CatalogPage() {
  usePageTitle('Katalog produktów');
  const client = useApolloClient();
  const navigate = useNavigate();
  const { show } = useStatusMessage();
  const [params] = useSearchParams();
  const { viewer } = useViewer();
  const anonymous = !viewer;
  const member = !!viewer?.activeMembership;
  const captchaSolved = useCaptchaSolved(!anonymous);

  const [gtin, setGtin] = useState(() => digitsOnly(params.get('gtin_number') ?? ''));
  const [terms, setTerms] = useState(false);
  const [gtinError, setGtinError] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProblemResult | null>(null);
  const [searching, setSearching] = useState(false);
  const [captchaPrompt, setCaptchaPrompt] = useState<string | null>(null);
  const [termsBlink, blinkTerms] = useBlink();
  const [captchaBlink, blinkCaptcha] = useBlink();
  const gtinInput = useRef<HTMLInputElement>(null);
  const pendingGtin = useRef<string | null>(null);

  const termsOk = member || terms;
  const captchaOk = !anonymous || captchaSolved;
  const enabled = gtin.length > 0 && termsOk && captchaOk;

  const runLookup = useCallback(
    async (gtin14: string) => {
      setSearching(true);
      setProblem(null);
      try {
        const { data } = await client.query({
          query: ProductCardDocument,
          variables: { gtin: gtin14 },
          fetchPolicy: 'network-only',
        });
        const result = data?.product;
        if (!result) throw new Error('no data');
        switch (result.__typename) {
          case 'Product':
            navigate(`/catalog/${result.gtin}`);
            return;
          case 'InvalidGtin':
            setGtinError(result.message);
            gtinInput.current?.focus();
            return;
          case 'CaptchaRequired':
          case 'CaptchaRejected':
            markCaptchaUnsolved(client.cache);
            pendingGtin.current = gtin14;
            setCaptchaPrompt(result.message);
            return;
          case 'SessionExpired':
            client.writeQuery({ query: AppViewerDocument, data: { viewer: null } });
            show('error', result.message, { path: '/login' });
            navigate('/login');
            return;
          default:
            if (isCaptchaProblem(result)) return;
            setProblem(result);
        }
      } catch {
        show('error', messages.generic);
      } finally {
        setSearching(false);
      }
    },
    [client, navigate, show],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) {
      if (!gtin) {
        setGtinError(messages.required);
        gtinInput.current?.focus();
      }
      if (!termsOk) blinkTerms();
      if (!captchaOk) blinkCaptcha();
      return;
    }
    const parsed = gtinSchema.safeParse(gtin);
    if (!parsed.success) {
      setGtinError(parsed.error.issues[0]?.message ?? messages.invalidGtin);
      gtinInput.current?.focus();
      return;
    }
    setGtinError(null);
    void runLookup(parsed.data);
  };

  const onCaptchaSolved = useCallback(() => {
    setCaptchaPrompt(null);
    const again = pendingGtin.current;
    pendingGtin.current = null;
    if (again) void runLookup(again);
  }, [runLookup]);

  return (
    <Stack gap="6">
      <Box bg="blue.900" color="white" borderRadius="lg" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" mb="2">
          Katalog produktów
        </Heading>
        <Text>
          Sprawdź dane produktu po numerze GTIN (EAN). Numery z prefiksem 590 sprawdzisz w bazie GS1 Polska; pozostałe
          w globalnym rejestrze po zalogowaniu.
        </Text>
      </Box>

      <Box asChild maxW="xl">
        <form onSubmit={onSubmit} noValidate aria-label="Wyszukiwanie produktu">
        <Stack gap="4">
          <Field.Root invalid={!!gtinError} required>
            <Field.Label>Numer GTIN</Field.Label>
            <Input
              ref={gtinInput}
              name="gtin_number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              value={gtin}
              onChange={(e) => {
                setGtin(digitsOnly(e.target.value));
                setGtinError(null);
              }}
            />
            <Field.HelperText>8, 12, 13 lub 14 cyfr</Field.HelperText>
            {gtinError && <Field.ErrorText>{gtinError}</Field.ErrorText>}
          </Field.Root>

          {!member && (
            <Box data-blink={termsBlink ? 'true' : undefined} css={termsBlink ? blinkCss : undefined} p="1">
              <Checkbox.Root checked={terms} onCheckedChange={(e) => setTerms(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  Akceptuję{' '}
                  <Link asChild color="blue.700" textDecoration="underline">
                    <RouterLink to="/terms" target="_blank">
                      regulamin
                    </RouterLink>
                  </Link>
                </Checkbox.Label>
              </Checkbox.Root>
            </Box>
          )}

          {anonymous && (
            <Box
              data-testid="captcha-box"
              data-blink={captchaBlink ? 'true' : undefined}
              css={captchaBlink ? blinkCss : undefined}
              p="1"
            >
              <CaptchaWidget />
            </Box>
          )}

          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="flex-start"
            aria-disabled={!enabled}
            opacity={enabled ? 1 : 0.5}
            cursor={enabled ? 'pointer' : 'not-allowed'}
            loading={searching}
            loadingText="Szukam…"
          >
            Szukaj
          </Button>

          {problem && <LookupProblem problem={problem} />}
        </Stack>
        </form>
      </Box>

      <CaptchaModal
        open={captchaPrompt !== null}
        message={captchaPrompt}
        onClose={() => setCaptchaPrompt(null)}
        onSolved={onCaptchaSolved}
      />
    </Stack>
  );
}
