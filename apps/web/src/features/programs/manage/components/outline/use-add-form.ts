import { useEffect, useRef, useState } from 'react';

/**
 * An "Add …" button that opens an inline form, which closes once the item is added (or on
 * Cancel/Escape); focus then goes back to the button, so the next "Add" is one key away.
 */
export function useAddForm() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return {
    open,
    buttonRef,
    show: () => setOpen(true),
    close: () => setOpen(false),
    /** Wraps an add: the form closes when it resolves true. */
    closingOnSave:
      (add: (name: string) => Promise<boolean>) =>
      async (name: string): Promise<boolean> => {
        const saved = await add(name);
        if (saved) setOpen(false);
        return saved;
      },
  };
}
