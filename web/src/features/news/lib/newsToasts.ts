// Toasts of the news search (spec §8 News).
import { notifications } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Fechar notificação' };
const show = (color: string, title: string, message: string) =>
  notifications.show({ color, title, message, closeButtonProps });

export const newsToasts = {
  found: (count: number) => show('green', 'Notícias encontradas', `Encontramos ${count} notícias relacionadas.`),
  none: () => show('gray', 'Nenhuma notícia encontrada', 'Tente com outra categoria ou termo de pesquisa.'),
  failed: (message: string) => show('red', 'Erro', `Não foi possível buscar as notícias: ${message}`),
  demo: () =>
    show('yellow', 'Usando dados de demonstração', 'Não foi possível conectar à API de notícias. Exibindo dados de demonstração.'),
  generationFailed: () => show('red', 'Erro', 'Não foi possível gerar o conteúdo.'),
  generated: () => show('green', 'Conteúdo gerado', 'O roteiro foi criado a partir da manchete.'),
};
