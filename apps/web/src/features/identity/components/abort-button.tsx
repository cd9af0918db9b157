import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useIdentityTranslation } from '../i18n';
import { abort, providerNavigation } from '../provider-api';

interface AbortButtonProps {
  uid: string;
  /** "back": 'Back to the site' under a view; "cancel": the Cancel of an update form. */
  variant?: 'back' | 'cancel';
}

/** Ends the sign-in (POST …/abort) and follows the provider back to the platform. */
export function AbortButton({ uid, variant = 'back' }: AbortButtonProps) {
  const { t } = useIdentityTranslation();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    if (pending) return;
    setPending(true);
    let target = '/';
    try {
      target = await abort(uid);
    } catch {
      // the sign-in session may be gone already: the site root is the way back
    }
    providerNavigation.assign(target);
  };

  if (variant === 'cancel') {
    return (
      <button type="button" className="btn-ghost w-full py-2.5" aria-disabled={pending || undefined} onClick={onClick}>
        {t('common.cancel')}
      </button>
    );
  }
  return (
    <div className="mt-8 border-t border-stone-200 pt-4 text-center">
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline"
        aria-disabled={pending || undefined}
        onClick={onClick}
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('common.backToSite')}
      </button>
    </div>
  );
}
