/** The learner site, where anyone who is not an admin is sent (VITE_SITE_URL). */
export const siteUrl = import.meta.env.VITE_SITE_URL || 'http://localhost:5173'
