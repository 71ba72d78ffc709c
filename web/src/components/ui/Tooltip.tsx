import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Box } from '@chakra-ui/react';

/** Between the trigger and the tooltip. */
const GAP = 8;
/** Room a tooltip needs above its trigger (two lines of its text); with less, it goes below. */
const ROOM_ABOVE = 48;

interface Place {
  /** The trigger's edge the tooltip lines up with: its left edge in the window's left half, else its right edge. */
  x: number;
  alignRight: boolean;
  y: number;
  below: boolean;
}

/**
 * A short description of its trigger, shown while the pointer is over it or it has keyboard focus (the WAI-ARIA
 * tooltip pattern: `role="tooltip"`, named by the trigger's `aria-describedby`, Escape hides it), in Chakra's tooltip
 * style. Placed above the trigger (below it at the top of the window), in the page's body so that a table's scroll area
 * does not cut it. Chakra's tooltip brought a state machine and a positioning engine, about 12 KB, to the pages with one.
 *
 * `children` must be one element that can take focus (a disabled button gets no pointer events: wrap it).
 */
export function Tooltip({ content, disabled, openDelay = 100, children }: { content: string; disabled?: boolean; openDelay?: number; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [place, setPlace] = useState<Place | null>(null);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trigger = wrapper.current?.firstElementChild?.getBoundingClientRect();
      if (!trigger) return;
      const below = trigger.top < ROOM_ABOVE;
      const alignRight = trigger.left + trigger.width / 2 > window.innerWidth / 2;
      setPlace({ x: alignRight ? trigger.right : trigger.left, alignRight, y: below ? trigger.bottom + GAP : trigger.top - GAP, below });
    }, delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setPlace(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = !disabled && place;

  return (
    <span
      ref={wrapper}
      style={{ display: 'inline-block' }}
      onPointerEnter={() => !disabled && show(openDelay)}
      onPointerLeave={hide}
      onFocus={() => !disabled && show(0)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open &&
        createPortal(
          <Box
            id={id}
            role="tooltip"
            position="fixed"
            left={`${place.x}px`}
            top={`${place.y}px`}
            transform={`translate(${place.alignRight ? '-100%' : '0'}, ${place.below ? '0' : '-100%'})`}
            zIndex="tooltip"
            maxW="xs"
            px="2.5"
            py="1"
            borderRadius="l2"
            bg="bg.inverted"
            color="fg.inverted"
            textStyle="xs"
            fontWeight="medium"
            boxShadow="md"
            pointerEvents="none"
          >
            {content}
          </Box>,
          document.body,
        )}
    </span>
  );
}
