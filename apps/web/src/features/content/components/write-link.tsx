import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../../../stores/access';
import { useSessionStore } from '../../../stores/session';
import { useContentTranslation } from '../i18n';

export const CONTENT_MENU = 'Content';
export const STUDIO_PATH = '/contents/studio';

/** Whether the signed-in person may write pieces (the 'Content' create privilege). */
export function useCanWrite(): boolean {
  const signedIn = useSessionStore((s) => s.isLoggedIn);
  const can = useCan(CONTENT_MENU, 'create');
  return signedIn && can;
}

/** "Write": the studio's door on the explorer and the hub, for authors and editors only. */
export function WriteLink() {
  const { t } = useContentTranslation();
  if (!useCanWrite()) return null;
  return (
    <Link to={STUDIO_PATH} className="btn-primary">
      <PenLine className="size-4" aria-hidden />
      {t('write')}
    </Link>
  );
}
