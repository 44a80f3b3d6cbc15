// Shown when a period includes the seed's generated history (npm start's demo data).
import { Alert } from '@mantine/core';

export function DemoDataNote() {
  return (
    // The light variant's yellow title is too faint on its background (WCAG AA): a dark one instead.
    <Alert color="yellow" variant="light" title="Dados de demonstração" styles={{ title: { color: '#5c3c00' } }}>
      Parte destes números é um histórico gerado pela semente do ambiente local, não visitas reais.
    </Alert>
  );
}
