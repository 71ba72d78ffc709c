import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { CategoryTreeDocument, type GpcPicker_NodeFragment } from './Gpc.generated';
import { useAccessProblem } from '../problems/useAccessProblems';

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
