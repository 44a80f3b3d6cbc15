// Shown when a period includes the seed's generated history (npm start's demo data).
import { Alert } from '@mantine/core';

export function DemoDataNote() {
  return (
    <Alert color="yellow" variant="light" title="Dados de demonstração">
      Parte destes números é um histórico gerado pela semente do ambiente local, não visitas reais.
    </Alert>
  );
}
