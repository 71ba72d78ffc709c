import type { Config } from '../config.js';

/** DRF's pagination envelope around a list answer; the stand-in's lists always fit one page, so no neighbours. */
export interface ListEnvelope<T> {
  count: number;
  next: null;
  previous: null;
  results: T[];
}

/** A list answer (LIST_ENVELOPE): bare, or in DRF's `{count, next, previous, results}`. */
export function listAnswer<T>(items: T[], envelope: Config['listEnvelope']): T[] | ListEnvelope<T> {
  return envelope === 'paginated' ? { count: items.length, next: null, previous: null, results: items } : items;
}

/** One entry of an Elasticsearch completion suggester: the query, and the suggestions as scored options. */
export interface CompletionEntry<T> {
  text: string;
  offset: number;
  length: number;
  options: (T & { _score: number })[];
}

/**
 * Suggestions (SUGGESTIONS_SHAPE): flat `[{text, …}]`, or one completion-suggester entry for the query whose options
 * keep each suggestion's fields and score them in the answer's order (best first).
 */
export function suggestionsAnswer<T extends { text: string }>(query: string, suggestions: T[], shape: Config['suggestionsShape']): (T | CompletionEntry<T>)[] {
  if (shape === 'flat') return suggestions;
  const options = suggestions.map((suggestion, i) => ({ ...suggestion, _score: suggestions.length - i }));
  return [{ text: query, offset: 0, length: query.length, options }];
}
