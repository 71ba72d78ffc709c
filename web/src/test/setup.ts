import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { realClock } from './clock';
import { loadModalDialog } from '../components/ui/Modal';
import { loadStyleSystem } from '../components/ui/styleSystem';

// The suite shares two cores with the gateway and stand-in suites: wait for the UI as long as a loaded CI machine needs.
configure({ asyncUtilTimeout: 5_000 });

// Dialogs load their code when first opened, and pages Chakra's style system with their own; loaded here, a dialog
// opens at once, as a test expects after its click, and a page renders as soon as its module is in.
await Promise.all([loadModalDialog(), loadStyleSystem()]);

// The ALTCHA web component needs Web Crypto workers; tests drive its `verified` event by hand.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/pl', () => ({}));

// jsdom lacks these browser APIs that Chakra/Ark (zag) use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom 26 (the last that runs on Node 20) has no PointerEvent.
globalThis.PointerEvent ??= class PointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
} as unknown as typeof PointerEvent;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  realClock();
  cleanup();
  window.localStorage.clear();
});
