import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import { isValidGtin, messages, toGtin14 } from 'schema/validation';
import { AppViewerDocument, ProductCardDocument } from '../../gql/graphql';
import { CaptchaModal } from '../../shared/captcha/CaptchaModal';
import { markCaptchaUnsolved } from '../../shared/captcha/cache';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { SpinnerOverlay } from '../../components/ui/SpinnerOverlay';
import { usePageTitle } from '../../components/ui/PageTitle';
import { ProductCard } from './ProductCard';
import { LookupProblem } from './LookupProblem';
import { isCaptchaProblem } from './lookup';
import { Notice } from '../../components/ui/Notice';

export default function ProductCardPage() {
  const { gtin: param = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { show } = useStatusMessage();
  const gtin14 = isValidGtin(param) ? toGtin14(param) : null;
  // cache-first: after a search the answer is already in the cache and no second request is made.
  const { data, loading, error, refetch } = useQuery(ProductCardDocument, {
    variables: { gtin: gtin14 ?? '' },
    skip: !gtin14,
    fetchPolicy: 'cache-first',
  });
  const result = data?.product;
  const [captchaDismissed, setCaptchaDismissed] = useState(false);

  usePageTitle(result?.__typename === 'Product' ? (result.name ?? result.gtin) : 'Karta produktu');

  const back = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/catalog');
  }, [navigate]);

  const captchaProblem = !!result && isCaptchaProblem(result);
  useEffect(() => {
    if (captchaProblem) markCaptchaUnsolved(client.cache);
  }, [captchaProblem, client]);

  useEffect(() => {
    if (result?.__typename === 'SessionExpired') {
      client.writeQuery({ query: AppViewerDocument, data: { viewer: null } });
      show('error', result.message, { path: '/login' });
      navigate('/login', { replace: true });
    }
  }, [result, client, navigate, show]);

  if (!gtin14) {
    return (
      <Stack gap="4">
        <Notice>{messages.invalidGtin}</Notice>
        <Button variant="outline" alignSelf="flex-start" onClick={back}>
          Wróć
        </Button>
      </Stack>
    );
  }

  if (loading && !result) return <SpinnerOverlay />;
  if (error || !result) {
    return (
      <Notice>{messages.generic}</Notice>
    );
  }

  if (result.__typename === 'Product') return <ProductCard product={result} onBack={back} />;

  return (
    <Stack gap="4">
      <Text as="h1" fontSize="2xl" fontWeight="bold">
        Karta produktu {gtin14}
      </Text>
      <LookupProblem problem={result} />
      <Button variant="outline" alignSelf="flex-start" onClick={back}>
        Wróć
      </Button>
      <CaptchaModal
        open={captchaProblem && !captchaDismissed}
        message={result.message}
        onClose={() => setCaptchaDismissed(true)}
        onSolved={() => {
          setCaptchaDismissed(false);
          void refetch();
        }}
      />
    </Stack>
  );
}
