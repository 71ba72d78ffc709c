/** @jsxImportSource @emotion/react */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Banner } from '../../components/ui/Banner';
import { container, token } from '../../components/ui/tokens';

/** Default time a status message stays (spec: 20 s). */
export const MESSAGE_DURATION_MS = 20_000;

export type StatusKind = 'success' | 'error' | 'info';

export interface StatusMessage {
  id: number;
  status: StatusKind;
  text: string;
  /** The path the message belongs to; navigating elsewhere closes it. */
  path: string;
  durationMs: number;
}

export interface ShowOptions {
  /** Show the message on this path (e.g. the page you are about to navigate to); default the current path. */
  path?: string;
  durationMs?: number;
}

interface StatusContextValue {
  message: StatusMessage | null;
  show: (status: StatusKind, text: string, options?: ShowOptions) => void;
  close: () => void;
}

const StatusContext = createContext<StatusContextValue | null>(null);

let nextId = 1;

export function StatusMessageProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const pathname = location.pathname;
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const [shownPath, setShownPath] = useState(pathname);

  // Closes when the person navigates away from the page the message belongs to (state derived during render).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (message && message.path !== pathname) setMessage(null);
  }

  const show = useCallback((status: StatusKind, text: string, options?: ShowOptions) => {
    setMessage({
      id: nextId++,
      status,
      text,
      path: options?.path ?? pathname,
      durationMs: options?.durationMs ?? MESSAGE_DURATION_MS,
    });
  }, [pathname]);
  const close = useCallback(() => setMessage(null), []);

  // Closes after its duration.
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage((m) => (m?.id === message.id ? null : m)), message.durationMs);
    return () => clearTimeout(timer);
  }, [message]);

  const value = useMemo(() => ({ message, show, close }), [message, show, close]);
  return <StatusContext.Provider value={value}>{children}</StatusContext.Provider>;
}

export function useStatusMessage(): StatusContextValue {
  const ctx = useContext(StatusContext);
  if (!ctx) throw new Error('useStatusMessage needs <StatusMessageProvider>');
  return ctx;
}

/**
 * The global banner under the header. A new message is brought into view: it answers something the person just did,
 * possibly far down the page, and must not appear above the part of the page they are looking at.
 */
export function StatusBanner() {
  const { message, close } = useStatusMessage();
  const box = useRef<HTMLDivElement>(null);
  const id = message?.id;
  useEffect(() => {
    if (id !== undefined) box.current?.scrollIntoView({ block: 'nearest' });
  }, [id]);
  if (!message) return null;
  return (
    <div ref={box} css={{ ...container, paddingBlock: token('spacing.2'), scrollMarginTop: token('spacing.2') }}>
      <Banner status={message.status} role={message.status === 'error' ? 'alert' : 'status'} onClose={close} data-testid="status-message">
        {message.text}
      </Banner>
    </div>
  );
}
