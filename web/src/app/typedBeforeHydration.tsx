import { useEffect, type ReactNode } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
function changed(control: Control): boolean {
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}
const stateOf = (control: Control) => (isToggle(control) ? control.checked : control.value);

interface TypedBeforeHydration {
  /** Gives what was recorded to the app, once, and stops recording. */
  replay(): void;
}

/**
 * What a visitor types or ticks in a prerendered page before the app has taken it over. React adopts the markup but
 * not what was typed into it, and a form library sets its fields to their defaults as it registers them; so the
 * controls the visitor changed are recorded from the start, and given back once hydrated (`ReplayAfterHydration`).
 */
export function recordTyping(root: HTMLElement): TypedBeforeHydration {
  const typed = new Map<Control, string | boolean>();
  for (const control of root.querySelectorAll('input, textarea, select')) {
    if (isControl(control) && changed(control)) typed.set(control, stateOf(control));
  }
  const record = (event: Event) => {
    if (isControl(event.target)) typed.set(event.target, stateOf(event.target));
  };
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);

  return {
    replay() {
      root.removeEventListener('input', record, true);
      root.removeEventListener('change', record, true);
      for (const [control, value] of typed) {
        if (control.isConnected) replayInto(control, value);
      }
      typed.clear();
    },
  };
}

/**
 * As a visitor's own input, so React's change handlers run. Each control first takes the opposite state through its
 * own property (which React's value tracking watches), so the visitor's state then reads as a change to React, however
 * hydration and the form library left the control.
 */
function replayInto(control: Control, value: string | boolean) {
  if (typeof value === 'boolean') {
    const box = control as HTMLInputElement;
    if (box.type === 'radio' && !value) return;
    box.checked = !value;
    box.click();
    return;
  }
  control.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Replays `typed` once the tree inside has hydrated: a parent's effect runs after all of its children's. */
export function ReplayAfterHydration({ typed, children }: { typed: TypedBeforeHydration | null; children: ReactNode }) {
  useEffect(() => typed?.replay(), [typed]);
  return children;
}
