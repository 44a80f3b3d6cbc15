// Labels and cover colours of the six editor categories.
export const CATEGORIES = {
  tecnologia: { label: 'Tecnologia', color: '#1c7ed6', accent: '#74c0fc' },
  esportes: { label: 'Esportes', color: '#2b8a3e', accent: '#8ce99a' },
  politica: { label: 'Política', color: '#862e9c', accent: '#e599f7' },
  economia: { label: 'Economia', color: '#e67700', accent: '#ffd43b' },
  entretenimento: { label: 'Entretenimento', color: '#c2255c', accent: '#faa2c1' },
  saude: { label: 'Saúde', color: '#0c8599', accent: '#66d9e8' },
};
