/**
 * A navigation's state that leaves the scroll to the page it leads to (app/layout/useScrollPerPage): a new search or
 * page of results brings its results into view instead of the top of the form.
 */
export interface KeepScroll {
  keepScroll: true;
}

export const keepScroll: KeepScroll = { keepScroll: true };

export const keepsScroll = (state: unknown): boolean => (state as Partial<KeepScroll> | null)?.keepScroll === true;
