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

/** django-elasticsearch-dsl-drf's `suggest` action: the suggester's entries keyed by its name (`name_suggest__completion`). */
export type KeyedSuggestions<T> = Record<string, CompletionEntry<T>[]>;

/**
 * Suggestions (SUGGESTIONS_SHAPE): flat `[{text, …}]`; or one completion-suggester entry for the query whose options
 * keep each suggestion's fields and score them in the answer's order (best first); or that entry keyed by the
 * suggester's name (`suggester`, an object, so never in a list envelope).
 */
export function suggestionsAnswer<T extends { text: string }>(
  query: string,
  suggestions: T[],
  shape: Config['suggestionsShape'],
  suggester: string,
): (T | CompletionEntry<T>)[] | KeyedSuggestions<T> {
  if (shape === 'flat') return suggestions;
  const options = suggestions.map((suggestion, i) => ({ ...suggestion, _score: suggestions.length - i }));
  const entry = { text: query, offset: 0, length: query.length, options };
  return shape === 'suggester' ? { [suggester]: [entry] } : [entry];
}
