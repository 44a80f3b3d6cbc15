// Who else is editing: '{nome} está editando este artigo' (with 'Assumir edição' and 'Abrir somente
// leitura'), the read-only state the person chose, and '{nome} assumiu a edição' when a colleague
// took this tab's lease (the editor is then read-only; the unsaved text went to the history).
import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { LeaseState } from '../hooks/use-edit-lease';

interface Props {
  state: LeaseState;
  /** The signed-in person's uid (their own other tab is named as such). */
  uid: string | null;
  /** The unsaved text was kept as a revision when the lease was lost. */
  keptCopy: boolean;
  onTake(): void;
  onReadOnly(): void;
}

function Notice(props: { color: string; title: string; urgent: boolean; text: string; children: ReactNode }) {
  return (
    <Alert color={props.color} title={props.title} role={props.urgent ? 'alert' : undefined} data-testid="lease-notice">
      <Text size="sm">{props.text}</Text>
      <Group mt="sm">{props.children}</Group>
    </Alert>
  );
}

export function LeaseNotice({ state, uid, keptCopy, onTake, onReadOnly }: Props) {
  if (state.kind === 'none' || state.kind === 'held') return null;
  const take = (primary: boolean) => (
    <Button size="xs" variant={primary ? 'filled' : 'default'} onClick={onTake}>
      Assumir edição
    </Button>
  );
  if (state.kind === 'blocked') {
    return (
      <Notice
        color="yellow"
        urgent
        title={`${state.holder.holderName} está editando este artigo`}
        text={
          state.holder.holderId === uid
            ? 'Você mesmo, em outra aba ou janela. Assuma a edição aqui ou abra somente para leitura.'
            : 'Para evitar que um sobrescreva o outro, só uma pessoa edita de cada vez.'
        }
      >
        {take(true)}
        <Button size="xs" variant="default" onClick={onReadOnly}>
          Abrir somente leitura
        </Button>
      </Notice>
    );
  }
  if (state.kind === 'read-only') {
    return (
      <Notice
        color="gray"
        urgent={false}
        title={state.holder ? `${state.holder.holderName} está editando este artigo` : 'Somente leitura'}
        text="Você abriu este artigo somente para leitura."
      >
        {take(false)}
      </Notice>
    );
  }
  return (
    <Notice
      color="orange"
      urgent
      title={`${state.by?.holderName ?? 'Outra pessoa'} assumiu a edição`}
      text={`O editor ficou somente leitura.${keptCopy ? ' Seu texto não salvo foi guardado no Histórico.' : ''}`}
    >
      {take(false)}
    </Notice>
  );
}
