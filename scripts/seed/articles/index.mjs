// Every seed article, category by category (content only; the seeding logic is in ../index.mjs).
import economia from './economia.mjs';
import entretenimento from './entretenimento.mjs';
import esportes from './esportes.mjs';
import politica from './politica.mjs';
import saude from './saude.mjs';
import tecnologia from './tecnologia.mjs';

export const ARTICLES = [...tecnologia, ...esportes, ...politica, ...economia, ...entretenimento, ...saude];
