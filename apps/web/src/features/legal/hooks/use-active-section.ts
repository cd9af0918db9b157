import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last heading that crossed a band just below the sticky
 * header. Null until a heading has been seen (and where IntersectionObserver is missing).
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const joined = ids.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !joined) return;
    const order = joined.split(' ');
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = order.find((id) => inBand.has(id));
        if (first) setActive(first);
      },
      // from below the header to 40% down the screen
      { rootMargin: '-96px 0px -60% 0px' },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [joined]);

  return active;
}
