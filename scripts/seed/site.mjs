// settings/site of the demo.
export const SITE_SETTINGS = {
  siteTitle: 'Pauta',
  siteDescription: 'Notícias e análises em português sobre tecnologia, inovação, educação e desenvolvimento pessoal.',
  siteKeywords: 'notícias, tecnologia, inovação, educação, desenvolvimento pessoal, economia, saúde',
  siteUrl: 'http://127.0.0.1:5000',
};
