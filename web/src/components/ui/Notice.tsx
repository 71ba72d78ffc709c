/** @jsxImportSource @emotion/react */
import type { ReactNode } from 'react';
import { textStyle, token } from './tokens';

export type NoticeStatus = 'error' | 'warning' | 'info' | 'success';

const PALETTE: Record<NoticeStatus, string> = { error: 'red', warning: 'orange', info: 'blue', success: 'green' };

/** Chakra's alert icons: a circle with "!" (error, warning), "i" (info) or a tick (success). */
const CIRCLE = 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';
const MARK: Record<NoticeStatus, string> = {
  error: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  warning: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
  success: 'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
};

/**
 * An inline message announced to screen readers (role=alert): errors and warnings next to what caused them. Chakra's
 * Alert (subtle, md) drawn without its style system (tokens.ts), so a page drawn without it (a product card) shows
 * the same box.
 */
export function Notice({ status = 'error', children }: { status?: NoticeStatus; children: ReactNode }) {
  const palette = PALETTE[status];
  return (
    <div
      role="alert"
      data-status={status}
      css={{
        width: '100%',
        display: 'flex',
        alignItems: 'flex-start',
        gap: token('spacing.3'),
        padding: token('spacing.4'),
        borderRadius: token('radii.l3'),
        background: token(`colors.${palette}.subtle`),
        color: token(`colors.${palette}.fg`),
        ...textStyle('sm'),
      }}
    >
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" css={{ flexShrink: 0, width: '1.25rem', height: '1.25rem' }}>
        <path d={CIRCLE + MARK[status]} />
      </svg>
      <div css={{ flex: 1 }}>{children}</div>
    </div>
  );
}
