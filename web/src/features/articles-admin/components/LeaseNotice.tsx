// Who else is editing: '{nome} está editando este artigo' (with 'Assumir edição' and 'Abrir somente
// leitura'), the read-only state the person chose, and '{nome} assumiu a edição' when a colleague
// took this tab's lease (the editor is then read-only; the unsaved text went to the history).
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

export function LeaseNotice({ state, uid, keptCopy, onTake, onReadOnly }: Props) {
  if (state.kind === 'blocked') {
    const self = state.holder.holderId === uid;
    return (
      <Alert
        color="yellow"
        title={`${state.holder.holderName} está editando este artigo`}
        role="alert"
        data-testid="lease-notice"
      >
        <Text size="sm">
          {self
            ? 'Você mesmo, em outra aba ou janela. Assuma a edição aqui ou abra somente para leitura.'
            : 'Para evitar que um sobrescreva o outro, só uma pessoa edita de cada vez.'}
        </Text>
        <Group mt="sm">
          <Button size="xs" onClick={onTake}>
            Assumir edição
          </Button>
          <Button size="xs" variant="default" onClick={onReadOnly}>
            Abrir somente leitura
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state.kind === 'read-only') {
    return (
      <Alert
        color="gray"
        title={state.holder ? `${state.holder.holderName} está editando este artigo` : 'Somente leitura'}
        data-testid="lease-notice"
      >
        <Text size="sm">Você abriu este artigo somente para leitura.</Text>
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={onTake}>
            Assumir edição
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state.kind === 'lost') {
    return (
      <Alert
        color="orange"
        title={`${state.by?.holderName ?? 'Outra pessoa'} assumiu a edição`}
        role="alert"
        data-testid="lease-notice"
      >
        <Text size="sm">
          O editor ficou somente leitura.
          {keptCopy ? ' Seu texto não salvo foi guardado no Histórico.' : ''}
        </Text>
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={onTake}>
            Assumir edição
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}
