// Offers the newest unsaved copy (browser snapshot or server autosave) found when the editor opens.
import { Alert, Button, Group, Text } from '@mantine/core';
import { dayjs } from '../../../lib/dayjs';

export interface RecoveryOffer {
  source: 'local' | 'server';
  savedAt: Date | null;
}

interface Props {
  offer: RecoveryOffer;
  onRestore(): void;
  onDiscard(): void;
}

export function RecoveryBanner({ offer, onRestore, onDiscard }: Props) {
  const where = offer.source === 'local' ? 'neste navegador' : 'automaticamente no servidor';
  return (
    <Alert color="yellow" variant="light" title="Alterações não salvas encontradas">
      <Text size="sm">
        Há uma versão deste artigo salva {where}
        {offer.savedAt ? ` em ${dayjs(offer.savedAt).format('DD/MM/YYYY [às] HH:mm:ss')}` : ''} que não foi salva no
        artigo.
      </Text>
      <Group mt="sm">
        <Button size="xs" onClick={onRestore}>
          Restaurar versão
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Descartar
        </Button>
      </Group>
    </Alert>
  );
}
