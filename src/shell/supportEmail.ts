/** The support address shown to buyers (VITE_SUPPORT_EMAIL at build time). */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@buycrypto.example';
