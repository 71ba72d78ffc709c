import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Combobox, Portal, createListCollection } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { SUGGESTIONS_MAX } from 'schema/validation';
import { CatalogSuggestionsDocument } from './CatalogSearch.generated';
import type { SuggestionField } from '../../gql/graphql';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** Suggestions are asked for from this many characters on. */
export const SUGGEST_MIN_CHARS = 2;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface Props {
  field: SuggestionField;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}

/**
 * A text filter with server suggestions (catalogSuggestions, at most SUGGESTIONS_MAX): Chakra's Combobox gives the
 * ARIA combobox pattern (listbox, aria-activedescendant, arrow keys, Enter, Escape). Free text is kept as typed.
 */
export function Autocomplete({ field, label, name, value, onChange, describedBy }: Props) {
  const [typing, setTyping] = useState(false);
  const [focused, setFocused] = useState(false);
  // The input is left to the combobox (a controlled value loses keystrokes); a change from outside (the URL, a
  // reset) remounts it with the new value.
  const [emitted, setEmitted] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== emitted) {
    setEmitted(value);
    setGeneration((g) => g + 1);
  }
  const emit = (next: string) => {
    setEmitted(next);
    onChange(next);
  };
  const text = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useQuery(CatalogSuggestionsDocument, {
    variables: { field, text },
    skip: !typing || text.length < SUGGEST_MIN_CHARS,
  });
  const answer = data?.catalogSuggestions;
  useAccessProblem(answer);
  const values = useMemo(
    () => (answer?.__typename === 'CatalogSuggestions' ? [...new Set(answer.values)].slice(0, SUGGESTIONS_MAX) : []),
    [answer],
  );
  const collection = useMemo(() => createListCollection({ items: values }), [values]);
  // Open only while the person is typing here: late answers never pop up over another field.
  const open = focused && typing && values.length > 0 && value.trim().length >= SUGGEST_MIN_CHARS;

  return (
    <Combobox.Root
      recipe={comboboxSlotRecipe}
      key={generation}
      collection={collection}
      defaultInputValue={value}
      onInputValueChange={(e) => {
        if (e.reason === 'input-change') setTyping(true);
        emit(e.inputValue);
      }}
      onValueChange={(e) => {
        const chosen = e.value[0];
        if (chosen !== undefined) emit(chosen);
        setTyping(false);
      }}
      open={open}
      onOpenChange={(e) => {
        if (!e.open) setTyping(false);
      }}
      allowCustomValue
      selectionBehavior="replace"
      openOnClick={false}
      positioning={{ sameWidth: true }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          name={name}
          autoComplete="off"
          aria-describedby={describedBy}
          // The text reaches the form even when the combobox ignores the input: Zag takes text only once it is focused
          // and has started, and what a person typed before the page was live is given back as one input event
          // (app/beforeLive.ts) that may arrive before then.
          onChange={(e) => {
            if (e.currentTarget.value !== emitted) emit(e.currentTarget.value);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setTyping(false);
          }}
        />
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content aria-label={`Podpowiedzi: ${label}`}>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item}>
                <Combobox.ItemText>{item}</Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
