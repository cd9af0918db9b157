import { OTP_LENGTH } from '@ankur/shared/schemas/identity';
import type { ComponentProps } from 'react';
import { FormField } from './form-field';

type CodeFieldProps = Omit<ComponentProps<typeof FormField>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The 6-digit e-mail code: numeric keypad, one-time-code autofill, digits only (pasted spaces dropped). */
export function CodeField({ value, onChange, ...props }: CodeFieldProps) {
  return (
    <FormField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH + 4}
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
    />
  );
}
