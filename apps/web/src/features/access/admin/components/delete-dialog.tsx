import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toaster';
import { invalidate } from '../../../../lib/resource-client';
import { useSessionStore } from '../../../../stores/session';
import { changeErrorMessage } from '../errors';

interface Removable {
  readonly prefix: string;
  remove(id: number, userId: number): Promise<unknown>;
}

export interface DeleteTarget {
  id: number;
  name: string;
}

interface DeleteDialogProps {
  client: Removable;
  /** "role", "menu", ... */
  noun: string;
  target: DeleteTarget | null;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * Confirms and performs DELETE <prefix><delete>/{id}/{userId} (the signed-in user's id). A refusal
 * (the temp role, the last administrator role, a role above your own) shows the server's message.
 */
export function DeleteDialog({ client, noun, target, onClose, children }: DeleteDialogProps) {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.user_id);
  const remove = useMutation({
    mutationFn: (id: number) => {
      if (userId === undefined) throw new Error('Sign in again to delete.');
      return client.remove(id, userId);
    },
    onSuccess: async () => {
      notify.success(`The ${noun} “${target?.name}” was deleted.`);
      onClose();
      await invalidate(queryClient, client);
    },
    onError: (error) => notify.error(changeErrorMessage(error, `The ${noun} could not be deleted.`)),
  });

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={`Delete ${noun} “${target?.name ?? ''}”?`}
      confirmLabel={`Delete ${noun}`}
      destructive
      pending={remove.isPending}
      error={remove.isError ? changeErrorMessage(remove.error, `The ${noun} could not be deleted.`) : null}
      onConfirm={() => target && remove.mutate(target.id)}
    >
      {children ?? <p>This cannot be undone from the Admin Center.</p>}
    </ConfirmDialog>
  );
}
