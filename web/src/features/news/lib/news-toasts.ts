// Toasts of the news search.
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../../../lib/notify';

export const newsToasts = {
  found: (count: number) => notifySuccess('Notícias encontradas', `Encontramos ${count} notícias relacionadas.`),
  none: () => notifyInfo('Nenhuma notícia encontrada', 'Tente com outra categoria ou termo de pesquisa.'),
  failed: (message: string) => notifyError('Erro', `Não foi possível buscar as notícias: ${message}`),
  demo: () =>
    notifyWarning(
      'Usando dados de demonstração',
      'Não foi possível conectar à API de notícias. Exibindo dados de demonstração.',
    ),
  generationFailed: () => notifyError('Erro', 'Não foi possível gerar o conteúdo.'),
  generated: () => notifySuccess('Conteúdo gerado', 'O roteiro foi criado a partir da manchete.'),
};
