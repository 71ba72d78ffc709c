/**
 * What a person does on a drawn page (prerendered, or drawn by the gateway) before the app has taken it over: keys
 * typed, boxes ticked, a form sent with Enter, a button pressed. React adopts the markup but not what happened in it,
 * and a form library sets its fields to their defaults as it registers them; a form sent before then would be sent by
 * the browser itself (a reload with the fields in the address). So from the entry's first line (main.tsx) the controls
 * the person changed, the last form sent and the last button pressed are recorded, the browser's own sending is
 * stopped, and once the app has hydrated (`ReplayAfterHydration` in boot.tsx) everything is given back in order:
 * values as the person's own input, then the press or the sending, which the app now handles.
 */
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

/** The last thing the person asked the page to do: send a form (with the button that sent it) or press a button. */
type Action = { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null } | { kind: 'press'; button: HTMLButtonElement };

export interface BeforeLive {
  /** Gives what was recorded to the app, once, and stops recording. */
  replay(): void;
}

export function recordBeforeLive(root: HTMLElement): BeforeLive {
  const typed = new Map<Control, string | boolean>();
  let action: Action | null = null;
  for (const control of root.querySelectorAll('input, textarea, select')) {
    if (isControl(control) && changed(control)) typed.set(control, stateOf(control));
  }
  const record = (event: Event) => {
    if (isControl(event.target)) typed.set(event.target, stateOf(event.target));
  };
  const submit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    action = { kind: 'submit', form: event.target, submitter: event.submitter };
  };
  // A press of a plain button (a submit button's press arrives as the form's submit above).
  const press = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !button.disabled) action = { kind: 'press', button };
  };
  const listeners = [
    ['input', record],
    ['change', record],
    ['submit', submit],
    ['click', press],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener, true);

  return {
    replay() {
      for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener, true);
      const focused = document.activeElement;
      for (const [control, value] of typed) {
        if (control.isConnected) replayInto(control, value);
      }
      // Back where the person was typing (replaying moved the focus through the fields it filled).
      if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });
      typed.clear();
      const last = action;
      action = null;
      // In a task of its own: React renders what the replayed input changed in a microtask, and a form sent in this
      // task would be handled with the state from before it (a ticked box read as unticked).
      setTimeout(() => {
        if (last?.kind === 'submit' && last.form.isConnected) {
          last.form.requestSubmit(last.submitter?.isConnected && last.submitter.closest('form') === last.form ? last.submitter : null);
        } else if (last?.kind === 'press' && last.button.isConnected && !alreadyDone(last.button)) {
          last.button.click();
        }
      });
    },
  };
}

/**
 * A press that landed while React was hydrating is handled by React itself (it hydrates the pressed part at once and
 * dispatches the click): a menu or a disclosure it opened is open by now, and a second press would close it again.
 */
const alreadyDone = (button: HTMLButtonElement) => button.getAttribute('aria-expanded') === 'true' || button.getAttribute('aria-pressed') === 'true';

/**
 * As the person's own input, so React's change handlers run. Each control first takes the opposite state through its
 * own property (which React's value tracking watches), so the person's state then reads as a change to React, however
 * hydration and the form library left the control. A text control is focused first, as typing into it would have
 * (one that had the focus before the app ran is focused again): a widget that takes text only while focused (the
 * suggestions' combobox ignores input while idle) then takes it.
 */
function replayInto(control: Control, value: string | boolean) {
  if (typeof value === 'boolean') {
    const box = control as HTMLInputElement;
    if (box.type === 'radio' && !value) return;
    box.checked = !value;
    box.click();
    return;
  }
  if (document.activeElement === control) control.blur();
  control.focus({ preventScroll: true });
  control.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The recording of this page, started by the entry (main.tsx) when the page came drawn. */
let current: BeforeLive | null = null;
export function startRecording(root: HTMLElement | null): void {
  if (root?.hasChildNodes()) current = recordBeforeLive(root);
}
export const recording = (): BeforeLive | null => current;
