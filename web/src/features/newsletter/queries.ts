// Query keys of the newsletter's admin data (under ['admin']: never persisted).
export const newsletterKeys = {
  overview: () => ['admin', 'newsletter', 'overview'] as const,
};
