// A save refused because a colleague saved first: the person's text stays on screen (and was kept
// in the history as a conflict copy); they can compare it with the saved version or reload that.
import { Alert, Button, Group, Text } from '@mantine/core';

interface Props {
  savedByName: string;
  onShowDiff(): void;
  onReload(): void;
  reloading: boolean;
}

export function ConflictBanner({ savedByName, onShowDiff, onReload, reloading }: Props) {
  return (
    <Alert color="red" title="Conflito de edição" role="alert" data-testid="conflict-banner">
      <Text size="sm" fw={600}>
        {`Este artigo foi alterado por ${savedByName} enquanto você editava.`}
      </Text>
      <Text size="sm">
        Seu texto continua aqui e foi guardado no Histórico como cópia de conflito. Nada foi sobrescrito.
      </Text>
      <Group mt="sm">
        <Button size="xs" onClick={onShowDiff}>
          Ver diferenças
        </Button>
        <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
          Recarregar a versão salva
        </Button>
      </Group>
    </Alert>
  );
}
