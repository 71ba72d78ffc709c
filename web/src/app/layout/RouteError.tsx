/** @jsxImportSource @emotion/react */
import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { messages } from 'schema/validation';
import { Banner } from '../../components/ui/Banner';
import { button, token } from '../../components/ui/tokens';
import { reportError } from '../reporting/errorReporting';

/** Shown when a page fails to load or render; the error goes to the error reporter. Drawn without Chakra's system. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: token('spacing.4'), padding: token('spacing.8'), maxWidth: token('sizes.2xl'), marginInline: 'auto' }}>
      <Banner status="error" role="alert">
        {messages.generic}
      </Banner>
      <RouterLink to="/" reloadDocument css={{ ...button(), alignSelf: 'flex-start' }}>
        Wróć na stronę główną
      </RouterLink>
    </div>
  );
}
