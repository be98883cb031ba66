import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { CartTextField } from '@common/api/cart.constants';
import { TextField } from '@client/components/text-field';
import { useAppDispatch } from '@client/domains/store-hooks';
import { fieldChanged } from '@client/domains/cart/cart.slice';

export interface CartTextFieldProps {
  name: CartTextField;
  label: string;
  value: string;
  required?: boolean;
  /** Shown under a required field left empty after a 'Tovább'. */
  showMissing?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  hint?: string;
  multiline?: boolean;
  className?: string;
  /** A rule's message about the value as typed (e.g. a wrong tax number), shown under the field. */
  error?: string | null;
}

/**
 * One checkout field: the shared TextField, shown from the cart slice and changed with
 * `cart/fieldChanged` at every keystroke (the saga sends it 400 ms after the last one).
 */
export function CartTextInput({
  showMissing = false,
  maxLength = 255,
  multiline = false,
  error = null,
  ...field
}: CartTextFieldProps) {
  const dispatch = useAppDispatch();
  const missing = showMissing && field.required && field.value.trim() === '';
  return (
    <TextField
      {...field}
      id={`mezo-${field.name}`}
      maxLength={maxLength}
      multiline={multiline}
      rows={multiline ? 4 : undefined}
      error={missing ? 'Kötelező mező.' : error}
      onChange={(name, value) => dispatch(fieldChanged({ name, value }))}
    />
  );
}
