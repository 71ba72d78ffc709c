import { lazy, Suspense, useState } from 'react';
import { Button, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Modal } from '../../components/ui/Modal';
import { Notice } from '../../components/ui/Notice';
import { ONE_SEGMENT_MESSAGE, useCategoryTree } from './categoryTree';

/** The tree is drawn only in the open dialog: it is not part of the first screen of the pages with the picker. */
const TreeLevel = lazy(() => import('./GpcTree'));

interface DialogProps {
  /** The codes chosen so far, where the dialog's draft starts. */
  value: string[];
  onChange: (codes: string[]) => void;
  onClose: () => void;
}

/** The picker's dialog: the searchable four-level tree, codes of one segment only, applied on 'Zatwierdź'. */
export default function GpcDialog({ value, onChange, onClose }: DialogProps) {
  const [draft, setDraft] = useState<string[]>(value);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const { segments, index, loading, problem } = useCategoryTree(true);

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

  return (
    <Modal
      open
      onClose={onClose}
      title="Kategorie GPC"
      size="lg"
      scrollInside
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Anuluj
          </Button>
          <Button
            colorPalette="blue"
            onClick={() => {
              onChange(draft);
              onClose();
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
  );
}
