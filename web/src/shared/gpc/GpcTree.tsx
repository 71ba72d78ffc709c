import { Box, chakra, HStack, IconButton, Text } from '@chakra-ui/react';
import type { GpcNode } from './categoryTree';

const LEVELS = ['Segment', 'Rodzina', 'Klasa', 'Cegiełka'];

function matches(node: GpcNode, query: string): boolean {
  if (!query) return true;
  if (node.text.toLowerCase().includes(query) || node.code.includes(query)) return true;
  return (node.children ?? []).some((c) => matches(c, query));
}

interface TreeProps {
  nodes: GpcNode[];
  level: number;
  query: string;
  selected: Set<string>;
  expanded: Set<string>;
  onToggle: (code: string) => void;
  onExpand: (code: string) => void;
}

export default function TreeLevel({ nodes, level, query, selected, expanded, onToggle, onExpand }: TreeProps) {
  const visible = nodes.filter((n) => matches(n, query));
  if (!visible.length) return null;
  return (
    <Box as="ul" listStyleType="none" ps={level === 0 ? 0 : 6} aria-label={level === 0 ? 'Kategorie GPC' : undefined}>
      {visible.map((node) => {
        const children = node.children ?? [];
        const open = !!query || expanded.has(node.code);
        return (
          <li key={node.code}>
            <HStack gap="1" py="0.5">
              {children.length > 0 ? (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-expanded={open}
                  aria-label={`${open ? 'Zwiń' : 'Rozwiń'}: ${node.text}`}
                  onClick={() => onExpand(node.code)}
                  disabled={!!query}
                >
                  {open ? '−' : '+'}
                </IconButton>
              ) : (
                <Box w="6" />
              )}
              {/* A native checkbox: React keeps it controlled, so a refused tick never shows as ticked. */}
              <chakra.input
                type="checkbox"
                id={`gpc-${node.code}`}
                checked={selected.has(node.code)}
                onChange={() => onToggle(node.code)}
                width="4"
                height="4"
                accentColor="blue.600"
                cursor="pointer"
              />
              <chakra.label htmlFor={`gpc-${node.code}`} fontSize="sm" cursor="pointer">
                {node.text}{' '}
                <Text as="span" color="fg.muted" fontSize="xs">
                  ({LEVELS[level]}, {node.code})
                </Text>
              </chakra.label>
            </HStack>
            {open && children.length > 0 && (
              <TreeLevel
                nodes={children}
                level={level + 1}
                query={query}
                selected={selected}
                expanded={expanded}
                onToggle={onToggle}
                onExpand={onExpand}
              />
            )}
          </li>
        );
      })}
    </Box>
  );
}
