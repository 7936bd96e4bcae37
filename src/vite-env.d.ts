/// <reference types="vite/client" />
/** The 12-digit build stamp (yyyyMMddHHmm), shown in the menu footer. */
declare const __APP_BUILD__: string;
