import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** A tiny counter of app-level work in flight (mutations, explicit actions) feeding the global spinner. */
function createBusyTracker() {
  let count = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  return {
    start(): () => void {
      count += 1;
      emit();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        emit();
      };
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get busy(): boolean {
      return count > 0;
    },
  };
}

export const busyTracker = createBusyTracker();

export function useAppBusy(): boolean {
  return useSyncExternalStore(busyTracker.subscribe, () => busyTracker.busy, () => false);
}
