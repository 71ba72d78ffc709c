import { Box, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatNumber } from './format';

/*
 * Charts drawn as plain SVG by these two components, not by a charting library (decision 034): the pages draw a few
 * horizontal bars, which cost a few hundred bytes here against 15–60 KB of brotli for a library. Each bar stands
 * beside its label and number as text, so the list of numbers is the chart's text alternative and the drawing is
 * hidden from screen readers.
 */

export interface Bar {
  label: string;
  value: number;
  /** A Chakra colour token, e.g. `green.600`; strong enough (3:1) against white to be seen. */
  color: string;
}

/**
 * A titled list of labelled numbers, each with a bar as long as its share of `total` when the numbers are parts of
 * one whole (a file's GTINs: 4 of 8 is half a bar), else of the largest.
 */
export function BarChart({ title, bars, total }: { title: string; bars: Bar[]; total?: number }) {
  const largest = Math.max(1, total ?? 0, ...bars.map((b) => b.value));
  const titleId = useId();
  return (
    <Box as="figure" m="0" aria-labelledby={titleId}>
      <Text as="figcaption" id={titleId} fontWeight="semibold" mb="2">
        {title}
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="1">
        {bars.map((bar) => (
          <Box as="li" key={bar.label} display="flex" alignItems="center" gap="3" flexWrap="wrap">
            <Text flex="1 1 16rem" minW="0">
              {bar.label}: <strong>{formatNumber(bar.value)}</strong>
            </Text>
            <Meter fill={[{ share: bar.value / largest, color: bar.color }]} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** How much of a limit is used and how much is left (null: no limit), as one line of text and a bar of the two parts. */
export function UsageBar({ label, used, left, note }: { label: string; used: number; left: number | null; note?: string }) {
  const total = used + (left ?? 0);
  return (
    <Box as="li">
      <Text>
        {label}: wykorzystano <strong>{formatNumber(used)}</strong>, pozostało <strong>{left === null ? 'bez limitu' : formatNumber(left)}</strong>
      </Text>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
      {left !== null && (
        <Meter
          fill={[
            { share: total ? used / total : 0, color: 'blue.600' },
            { share: total ? left / total : 1, color: 'gray.400' },
          ]}
        />
      )}
    </Box>
  );
}

/** The drawing: parts laid end to end in a 100-unit wide SVG that stretches to its box. */
function Meter({ fill }: { fill: { share: number; color: string }[] }) {
  const starts = fill.map((_, i) => fill.slice(0, i).reduce((sum, part) => sum + part.share * 100, 0));
  return (
    <Box flex="1 1 12rem" minW="12rem" maxW="md" h="3" mt="1" borderRadius="sm" overflow="hidden" bg="gray.100" aria-hidden>
      <svg viewBox="0 0 100 1" preserveAspectRatio="none" width="100%" height="100%" role="presentation">
        {fill.map(({ share, color }, i) => (
          <rect key={color} x={starts[i]} y="0" width={share * 100} height="1" fill={`var(--chakra-colors-${color.replace('.', '-')})`} />
        ))}
      </svg>
    </Box>
  );
}
