// The Email and Senha inputs both /admin tabs share; only the password's autocomplete differs.
import { PasswordInput, TextInput } from '@mantine/core';

type Change = (event: { currentTarget: { value: string } }) => void;

interface CredentialFieldsProps {
  email: string;
  password: string;
  onEmail: Change;
  onPassword: Change;
  passwordAutoComplete: 'current-password' | 'new-password';
}

export function CredentialFields({
  email,
  password,
  onEmail,
  onPassword,
  passwordAutoComplete,
}: CredentialFieldsProps) {
  return (
    <>
      <TextInput label="Email" type="email" autoComplete="email" required value={email} onChange={onEmail} />
      <PasswordInput
        label="Senha"
        autoComplete={passwordAutoComplete}
        required
        value={password}
        onChange={onPassword}
      />
    </>
  );
}
