import { History } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import type { AuditTable } from '../api';
import { AuditHistory } from './audit-list';
import { IconButton } from './icon-button';

interface HistoryButtonProps {
  tables: readonly AuditTable[];
  recordId: number;
  /** Names the record, e.g. "role Admin". */
  recordLabel: string;
}

/** The "History" row action: the record's audit trail in a modal. */
export function HistoryButton({ tables, recordId, recordLabel }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={`History of ${recordLabel}`} icon={History} onClick={() => setOpen(true)} />
      <Modal open={open} onOpenChange={setOpen} title={`History of ${recordLabel}`} width="40rem">
        {open ? <AuditHistory tables={tables} recordId={recordId} /> : null}
      </Modal>
    </>
  );
}
