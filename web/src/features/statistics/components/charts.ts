// The charts' stylesheet and shared formatting (admin chunk only: the bundle gate keeps
// @mantine/charts and recharts off reader pages).
import '@mantine/charts/styles.css';

export const formatCount = (value: number) => value.toLocaleString('pt-BR');

/** 'YYYY-MM-DD' → 'DD/MM'. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
