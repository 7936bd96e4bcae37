interface ImportMetaEnv {
  /** Support e-mail address shown in the menu; default support@buycrypto.example. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
