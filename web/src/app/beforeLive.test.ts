import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordBeforeLive } from './beforeLive';

/** A drawn page's root with one plain button, as the server sends it. */
function drawnPage() {
  const root = document.createElement('div');
  root.innerHTML = '<header><button type="button" aria-expanded="false">Menu użytkownika</button></header>';
  document.body.append(root);
  return { root, button: root.querySelector('button')! };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('a press before the page is live', () => {
  it('is given back once the app runs', () => {
    vi.useFakeTimers();
    const { root, button } = drawnPage();
    const recording = recordBeforeLive(root);
    button.click();
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    recording.replay();
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('is not given back when React handled it while hydrating: the menu it opened stays open', () => {
    vi.useFakeTimers();
    const { root, button } = drawnPage();
    const recording = recordBeforeLive(root);
    button.click();
    // React hydrated the pressed part at once and ran its handler: the menu is open.
    button.setAttribute('aria-expanded', 'true');
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    recording.replay();
    vi.runAllTimers();
    expect(pressed).not.toHaveBeenCalled();
  });
});
