import { useState } from 'react';

/** Flag images are served by the gateway, one SVG per country code. */
export const flagUrl = (code: string) => `/images/flags/${code}.svg`;

/** The flag beside the country name; decorative (the name says it), and dropped if the image fails. */
export function CountrySelectorFlag({ code }: { code: string }) {
  const [failedCode, setFailedCode] = useState<string>();
  if (failedCode === code) return null;
  return (
    <img
      src={flagUrl(code)}
      alt=""
      width={24}
      height={18}
      style={{ borderRadius: 2, objectFit: 'cover', flexShrink: 0 }}
      onError={() => setFailedCode(code)}
    />
  );
}
