import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useModerationTranslation } from '../i18n';
import { ReportDialog, type ReportTarget } from './report-dialog';

/** A "Report" button that opens the shared ReportDialog for one target (profiles, ventures…). */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useModerationTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost text-sm text-stone-600" onClick={() => setOpen(true)}>
        <Flag className="size-4" aria-hidden />
        {t('report.action')}
      </button>
      <ReportDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  );
}
