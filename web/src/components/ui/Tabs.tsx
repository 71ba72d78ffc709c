import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';

export interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

const tabCss = {
  px: '4',
  py: '1.5',
  borderRadius: 'sm',
  fontWeight: 'medium',
  textStyle: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg' },
  _selected: { bg: 'bg', color: 'fg', shadow: 'xs' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
} as const;

/**
 * Tabs as WAI-ARIA's tabs pattern describes them, with automatic activation; the first is selected at first. The selected tab is the only one in the
 * Tab order; the arrow keys, Home and End move between tabs and select them. Every panel stays mounted, so what is
 * typed in one survives a look at another.
 *
 * Chakra's Tabs runs Ark's state machine: about 12 KB of brotli (the machine, zag's adapter, presence) for a page
 * that needs nothing more (docs/decisions/021, as for the checkbox).
 */
export function Tabs({ tabs }: { tabs: Tab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(tabs[0]?.value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(tabs[next]?.value);
    buttons.current[next]?.focus();
  };

  return (
    <Box>
      <Box role="tablist" display="inline-flex" gap="1" p="1" mb="4" bg="bg.muted" borderRadius="md">
        {tabs.map((tab, index) => (
          <chakra.button
            key={tab.value}
            ref={(button: HTMLButtonElement | null) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={tab.value === selected}
            aria-controls={`${id}-panel-${tab.value}`}
            tabIndex={tab.value === selected ? 0 : -1}
            onClick={() => setSelected(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={tabCss}
          >
            {tab.label}
          </chakra.button>
        ))}
      </Box>
      {tabs.map((tab) => (
        <div key={tab.value} role="tabpanel" id={`${id}-panel-${tab.value}`} aria-labelledby={`${id}-tab-${tab.value}`} hidden={tab.value !== selected} tabIndex={0}>
          {tab.content}
        </div>
      ))}
    </Box>
  );
}
