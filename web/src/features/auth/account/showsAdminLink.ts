export const showsAdminLink = (role: string | null) => role === 'admin' || role === 'editor';
