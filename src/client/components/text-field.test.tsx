import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

function Form(props: Partial<TextFieldProps<'email'>>) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="rendeles-email"
      name="email"
      label="E-mail-cím"
      value={value}
      onChange={(_name, next) => setValue(next)}
      {...props}
    />
  );
}

describe('TextField (the one labelled field)', () => {
  it('is labelled, marks a required field and hands back its name and value', async () => {
    const user = userEvent.setup();
    const changes: [string, string][] = [];
    function Recorded() {
      const [value, setValue] = useState('');
      return (
        <TextField
          id="login-email"
          name="email"
          label="E-mail-cím"
          type="email"
          required
          value={value}
          onChange={(name, next) => {
            changes.push([name, next]);
            setValue(next);
          }}
        />
      );
    }
    render(<Recorded />);
    const input = screen.getByRole('textbox', { name: 'E-mail-cím' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'ab');
    expect(input).toHaveValue('ab');
    expect(changes).toEqual([
      ['email', 'a'],
      ['email', 'ab'],
    ]);
  });

  it('describes the field with its hint and its error, and marks it invalid', () => {
    render(<Form hint="Ide küldjük a visszaigazolást." error="Kötelező mező." />);
    const input = screen.getByRole('textbox', { name: 'E-mail-cím' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Ide küldjük a visszaigazolást. Kötelező mező.');
  });

  it('is a textarea when multiline', () => {
    render(<Form multiline rows={4} />);
    const box = screen.getByRole('textbox', { name: 'E-mail-cím' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
    expect(box).toBeValid();
  });
});
