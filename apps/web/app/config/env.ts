/** The browser environment (Vite inlines VITE_* at build time). Local defaults live in apps/web/.env. */
export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL as string | undefined,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
  formEndpoint: (import.meta.env.VITE_FORM_ENDPOINT as string | undefined) ?? '',
  oneSignalAppId: (import.meta.env.VITE_ONESIGNAL_APP_ID as string | undefined) ?? '',
  whatsappNumber: (import.meta.env.VITE_WHATSAPP_NUMBER as string | undefined) ?? '',
  /** The admin console (mentors' notices of hand-ins link to its Reviews tab); empty: no link. */
  adminUrl: (import.meta.env.VITE_ADMIN_URL as string | undefined) ?? '',
}
