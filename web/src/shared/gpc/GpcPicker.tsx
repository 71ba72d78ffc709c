import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Field,
  HStack,
  Input,
  Spinner,
  Stack,
  Tag,
  Text,
  CloseButton,
} from '@chakra-ui/react';
import { tagSlotRecipe } from '@chakra-ui/react/theme';
import { Modal } from '../../components/ui/Modal';
import { CategoryTreeDocument, type GpcPicker_NodeFragment } from './CatalogSearch.generated';
import { Notice } from '../../components/ui/Notice';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';

/** The tree is drawn only in the open dialog: it is not part of the first screen of the pages with the picker. */
const TreeLevel = lazy(() => import('./GpcTree'));

export const ONE_SEGMENT_MESSAGE = 'Możliwość zaznaczenia tylko 1 segmentu';

export interface GpcNode extends GpcPicker_NodeFragment {
  children?: GpcNode[];
}

interface Indexed {
  node: GpcNode;
  segment: string;
  path: string[];
}

/** code → node, its segment and the path of names from the segment down. */
export function indexTree(segments: GpcNode[]): Map<string, Indexed> {
  const index = new Map<string, Indexed>();
  const walk = (node: GpcNode, segment: string, path: string[]) => {
    const here = [...path, node.text];
    index.set(node.code, { node, segment, path: here });
    for (const child of node.children ?? []) walk(child, segment, here);
  };
  for (const s of segments) walk(s, s.code, []);
  return index;
}

/** Loads the tree when needed (the picker is open or codes must be named); one cached request per session. */
export function useCategoryTree(needed: boolean) {
  const { data, loading } = useQuery(CategoryTreeDocument, { skip: !needed });
  const answer = data?.categoryTree;
  const segments = useMemo<GpcNode[]>(() => (answer?.__typename === 'CategoryTree' ? answer.segments : []), [answer]);
  const index = useMemo(() => indexTree(segments), [segments]);
  const elsewhere = useAccessProblem(answer);
  const problem = answer && answer.__typename !== 'CategoryTree' && !elsewhere ? answer.message : null;
  return { segments, index, loading, problem };
}

interface PickerProps {
  value: string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** The GPC filter: chosen codes as removable tags and a dialog with the searchable four-level tree. */
export function GpcPicker({ value, onChange, disabled, describedBy }: PickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const { segments, index, loading, problem } = useCategoryTree(open || value.length > 0);

  const start = () => {
    setDraft(value);
    setQuery('');
    setRefusal(null);
    setOpen(true);
  };

  const toggle = (code: string) => {
    if (draft.includes(code)) {
      setDraft(draft.filter((c) => c !== code));
      setRefusal(null);
      return;
    }
    const segment = index.get(code)?.segment;
    const other = draft.some((c) => (index.get(c)?.segment ?? c) !== segment);
    if (other) {
      setRefusal(ONE_SEGMENT_MESSAGE);
      return;
    }
    setRefusal(null);
    setDraft([...draft, code]);
  };

  const expand = (code: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const nameOf = (code: string) => index.get(code)?.node.text ?? code;

  return (
    <>
      <Field.Root disabled={disabled}>
        <Field.Label id="gpc-label">Kategoria GPC</Field.Label>
        <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby="gpc-label">
          {value.map((code) => (
            <Tag.Root recipe={tagSlotRecipe} key={code} size="lg" colorPalette="blue">
              <Tag.Label>{nameOf(code)}</Tag.Label>
              <Tag.EndElement>
                <CloseButton
                  size="2xs"
                  variant="plain"
                  aria-label={`Usuń kategorię ${nameOf(code)}`}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((c) => c !== code))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
          <Button size="sm" variant="outline" onClick={start} disabled={disabled} aria-describedby={describedBy}>
            Wybierz kategorie GPC
          </Button>
        </HStack>
      </Field.Root>

      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Kategorie GPC"
        size="lg"
        scrollInside
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Anuluj
            </Button>
            <Button
              colorPalette="blue"
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              Zatwierdź
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text fontSize="sm">Segment › rodzina › klasa › cegiełka. Można zaznaczyć kategorie tylko z 1 segmentu.</Text>
          <Field.Root>
            <Field.Label>Szukaj kategorii</Field.Label>
            <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </Field.Root>
          {refusal && <Notice status="warning">{refusal}</Notice>}
          {loading && <Spinner aria-label="Wczytywanie kategorii" />}
          {problem && <Notice>{problem}</Notice>}
          <Suspense fallback={<Spinner aria-label="Wczytywanie kategorii" />}>
            <TreeLevel
              nodes={segments}
              level={0}
              query={query.trim().toLowerCase()}
              selected={new Set(draft)}
              expanded={expanded}
              onToggle={toggle}
              onExpand={expand}
            />
          </Suspense>
        </Stack>
      </Modal>
    </>
  );
}
