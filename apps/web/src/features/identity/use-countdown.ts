import { useEffect, useReducer } from 'react';

/** Whole seconds left until `deadline` (epoch ms), ticking down to 0; 0 without a deadline. */
export function useCountdown(deadline: number | null): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (deadline === null || Date.now() >= deadline) return;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  // read the clock while rendering: a new deadline shows its full count at once
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}
