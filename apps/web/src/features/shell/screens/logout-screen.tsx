import { useEffect, useRef } from 'react';
import { FullScreenLoader } from '../../../components/ui/loaders';
import { useSessionStore } from '../../../stores/session';

/** /logout: ends the session, then the browser goes to the site root. */
export default function LogoutScreen() {
  const signOut = useSessionStore((state) => state.signOut);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);
  return <FullScreenLoader />;
}
