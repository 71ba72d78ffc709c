import type * as Theme from './theme';
import type { AppSystem } from './theme';

/**
 * Chakra's style system (theme.ts: createSystem with the app's recipes and tokens), loaded with the first page or
 * part drawn with Chakra, not with the start-up screen: the layout and the home page are drawn without it
 * (components/ui/tokens.ts), so a first visit to `/` downloads and builds none of it (decision 026).
 */
let theme: typeof Theme | undefined;
let loading: Promise<void> | undefined;

/** Loads the system's module (a page's route waits for it with the page's own). */
export function loadStyleSystem(): Promise<void> {
  loading ??= import('./theme').then((module) => {
    theme = module;
  });
  return loading;
}

/** A module drawn with Chakra (a page, or a part of a page drawn without it), loaded together with the system. */
export function withStyleSystem<Module>(load: () => Promise<Module>): Promise<Module> {
  return Promise.all([load(), loadStyleSystem()]).then(([module]) => module);
}

/** The system, made on first use; for a part rendered only once `loadStyleSystem` has settled. */
export function styleSystem(): AppSystem {
  if (!theme) throw new Error('Chakra’s style system is used before loadStyleSystem() settled');
  return theme.appSystem();
}

/** Makes the system now if a page has loaded it: boot does, in a task of its own, before the first render. */
export function prepareStyleSystem(): void {
  if (theme) styleSystem();
}
