import { Info } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';

/** SPEC §9 tooltip constants. */
export const TOOLTIP_SIDE_OFFSET = 8;
export const TOOLTIP_VIEWPORT_MARGIN = 8;
export const TOOLTIP_HORIZONTAL_CLEARANCE = 16;
export const TOOLTIP_DEFAULT_MAX_WIDTH = 'max-w-xs';
/** How long the pointer may be away (crossing the gap to the bubble) before a hover-opened tooltip closes. */
const HOVER_CLOSE_DELAY_MS = 150;

export interface InfoTooltipProps {
  /** The trigger's accessible name, such as "About readiness scores". */
  label: string;
  /** The explanation shown in the bubble. */
  children: ReactNode;
  /** Preferred side; it flips to the other side when there is no room. */
  placement?: 'left' | 'right';
  /** A Tailwind max-width class for the bubble. */
  maxWidth?: string;
  className?: string;
}

type OpenedBy = 'hover' | 'click' | null;

/**
 * An (i) button that explains something (SPEC §2). Opens on hover, click, Enter or Space;
 * closes on an outside click or Escape. A click while hover-opened pins it open.
 */
export function InfoTooltip({
  label,
  children,
  placement = 'right',
  maxWidth = TOOLTIP_DEFAULT_MAX_WIDTH,
  className = '',
}: InfoTooltipProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const open = openedBy !== null;

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    cancelClose();
    setOpenedBy((current) => current ?? 'hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || openedBy !== 'hover') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenedBy(null), HOVER_CLOSE_DELAY_MS);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        cancelClose();
        if (!next) setOpenedBy(null);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-stone-500 transition-colors hover:bg-brand-50 hover:text-brand-700 aria-expanded:text-brand-700 ${className}`}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          // Clicks (and Enter/Space, which click a button) toggle, except that a click pins a hover-opened bubble.
          onClick={(event) => {
            event.preventDefault();
            cancelClose();
            setOpenedBy((current) => (current === 'click' ? null : 'click'));
          }}
        >
          <Info aria-hidden="true" className="size-4" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side={placement}
          align="center"
          sideOffset={TOOLTIP_SIDE_OFFSET}
          avoidCollisions
          collisionPadding={TOOLTIP_VIEWPORT_MARGIN}
          // Focus stays on the trigger, so the bubble reads like a tooltip and Enter/Space toggles it again.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          style={{
            maxWidth: `calc(var(--radix-popover-content-available-width) - ${TOOLTIP_HORIZONTAL_CLEARANCE}px)`,
          }}
          className="z-50 rounded-lg bg-stone-900 px-3 py-2 text-sm leading-relaxed text-white shadow-lg"
        >
          <div className={maxWidth}>{children}</div>
          <Popover.Arrow className="fill-stone-900" width={12} height={6} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
