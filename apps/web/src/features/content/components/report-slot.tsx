import type { TContent } from '@ankur/shared/schemas/content';
import { ReportSlot } from '../../../lib/report-slot';

/** Report on another's published piece (lib/report-slot; app/ provides the community's dialog). */
export function ContentReportSlot({ content }: { content: TContent }) {
  // one's own pieces and drafts are not reported
  if (content.status !== 'published' || content.can_edit) return null;
  return <ReportSlot kind="content" id={content.content_id} quote={content.summary || content.title} />;
}
