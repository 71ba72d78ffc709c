import { useEffect } from 'react';

export const SITE_NAME = 'Katalog produktów GS1 Polska';

/** Sets document.title for the current route. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
