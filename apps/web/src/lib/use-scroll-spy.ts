import { useEffect, useState } from 'react';

/** SPEC §9: a section counts as current once its top is within 100 px of the viewport top. */
export const SCROLL_SPY_OFFSET_PX = 100;

/** The id of the last section whose top has scrolled past `offset`, or the first id. */
export function useScrollSpy(ids: readonly string[], enabled: boolean, offset = SCROLL_SPY_OFFSET_PX): string | null {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = ids[0] ?? null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - offset <= 0) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ids, enabled, offset]);

  return active;
}
