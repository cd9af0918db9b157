import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useIdentityTranslation } from '../i18n';
import { FormField } from './form-field';

type PasswordFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'trailing'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle (a pressed/unpressed button named "Show password"). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useIdentityTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FormField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="flex size-9 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          aria-label={t('common.showPassword', { field: props.label.toLocaleLowerCase() })}
          aria-pressed={shown}
          aria-controls={props.id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        </button>
      }
    />
  );
}
