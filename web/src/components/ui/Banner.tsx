/** @jsxImportSource @emotion/react */
import type { ReactNode } from 'react';
import { button, textStyle, token } from './tokens';

type Status = 'success' | 'error' | 'info';
const palette = { success: 'green', error: 'red', info: 'blue' } as const;

/** Chakra's alert icons, per status. */
const icons: Record<Status, string> = {
  success:
    'M12 22C6.48 22 2 17.52 2 12S6.48 2 12 2s10 4.48 10 10-4.48 10-10 10zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm-1-4-4.24-4.24 1.41-1.42L11 13.17l5.66-5.66 1.41 1.42L11 16z',
  error:
    'M11.98 0A12.2 12.2 0 0 0 3.47 3.65 11.8 11.8 0 0 0 0 12.21 11.78 11.78 0 0 0 11.8 24h.21A12.11 12.11 0 0 0 24 11.79 11.77 11.77 0 0 0 11.98 0zM10.5 16.54a1.48 1.48 0 0 1 1.45-1.53h.03a1.53 1.53 0 0 1 1.52 1.47 1.48 1.48 0 0 1-1.45 1.53h-.03a1.53 1.53 0 0 1-1.52-1.47zM11 12.5v-6a1 1 0 0 1 2 0v6a1 1 0 1 1-2 0z',
  info: 'M12 22C6.48 22 2 17.52 2 12S6.48 2 12 2s10 4.48 10 10-4.48 10-10 10zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM11 7h2v2h-2V7zm0 4h2v6h-2v-6z',
};

/**
 * Chakra's subtle alert (icon, message, an optional close button), drawn without Chakra's style system, so the
 * layout can show it on the start-up screen (tokens.ts).
 */
export function Banner({ status, role, onClose, children, ...rest }: { status: Status; role: 'alert' | 'status'; onClose?: () => void; children: ReactNode; 'data-testid'?: string }) {
  const colors = palette[status];
  return (
    <div
      role={role}
      css={{
        width: '100%',
        display: 'flex',
        alignItems: 'flex-start',
        position: 'relative',
        borderRadius: token('radii.l3'),
        gap: token('spacing.3'),
        padding: token('spacing.4'),
        ...textStyle('sm'),
        background: token(`colors.${colors}.subtle`),
        color: token(`colors.${colors}.fg`),
      }}
      {...rest}
    >
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" css={{ flexShrink: 0, width: '1em', height: '1em', fontSize: token('fontSizes.xl') }}>
        <path d={icons[status]} />
      </svg>
      <div css={{ flex: 1 }}>{children}</div>
      {onClose && (
        <button
          type="button"
          aria-label="Zamknij komunikat"
          onClick={onClose}
          css={{ ...button({ variant: 'outline', size: 'sm' }), borderColor: 'transparent', color: 'inherit', paddingInline: 0, marginInlineStart: 'auto' }}
        >
          <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d="M18.7 6.7a1 1 0 0 0-1.4-1.4L12 10.6 6.7 5.3a1 1 0 0 0-1.4 1.4l5.3 5.3-5.3 5.3a1 1 0 1 0 1.4 1.4l5.3-5.3 5.3 5.3a1 1 0 0 0 1.4-1.4L13.4 12l5.3-5.3z" />
          </svg>
        </button>
      )}
    </div>
  );
}
