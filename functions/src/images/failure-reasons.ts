// The pt-BR reasons the pipeline stores on a failed record (processingError) and the import returns.
export const IMAGE_FAILURE = {
  corrupt: 'Arquivo corrompido ou em um formato de imagem não suportado',
  tooManyPixels: 'Imagem grande demais: o limite é de 40 megapixels',
  storage: 'Não foi possível salvar as versões otimizadas da imagem',
} as const;
