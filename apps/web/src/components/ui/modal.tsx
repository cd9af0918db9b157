import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { useUiTranslation } from './i18n';

/** SPEC §9: the modal's default width (from 640 px up) and maximum height. */
export const MODAL_DEFAULT_WIDTH = '50%';
export const MODAL_DEFAULT_MAX_HEIGHT = '90vh';

export interface ModalProps {
  /** Controlled open state; leave out (with `trigger`) to let the modal manage itself. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal (rendered as is; focus returns to it on close). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions pinned below the scrolling body. */
  footer?: ReactNode;
  /** Any CSS width, used from 640 px up (phones get the full width). Default 50%. */
  width?: string;
  /** Any CSS max-height. Default 90vh. */
  maxHeight?: string;
  className?: string;
}

/**
 * The reusable modal (SPEC §2): closes on Escape or a backdrop click, locks page scroll while open,
 * keeps focus inside and returns it to where it was on close. Focus goes first to the element in
 * it marked `data-autofocus` (the field the person came to fill, e.g. a search box), else to the
 * first focusable element.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  width = MODAL_DEFAULT_WIDTH,
  maxHeight = MODAL_DEFAULT_MAX_HEIGHT,
  className = '',
}: ModalProps) {
  const { t } = useUiTranslation();
  const sizing = { '--modal-width': width, '--modal-max-height': maxHeight } as CSSProperties;
  // Radix returns focus to its own Trigger; when opened from elsewhere (controlled), return it to the opener.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay data-testid="modal-backdrop" className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content
          style={sizing}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const wanted =
              event.currentTarget instanceof HTMLElement
                ? event.currentTarget.querySelector<HTMLElement>('[data-autofocus]')
                : null;
            if (wanted) {
              event.preventDefault();
              wanted.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
            opener.current = null;
          }}
          // Without a description, say so rather than point at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-(--modal-max-height) w-full -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white text-stone-800 shadow-2xl ring-1 ring-stone-900/10 sm:w-(--modal-width) ${className}`}
        >
          <header className="flex items-start gap-4 border-b border-stone-200 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-stone-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('modal.close')}
              className="-mt-1 -mr-2 shrink-0 rounded-lg p-2 text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          {footer ? (
            <footer className="flex flex-col-reverse gap-2 border-t border-stone-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </footer>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
