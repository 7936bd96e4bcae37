import { useEffect, useState } from 'react';
import { renderMail, type RenderedMail } from '../../mail/render.tsx';
import type { RenderableMail } from '../../mail/types.ts';

export interface MailPreviewProps {
  mail: RenderableMail;
  supportEmail?: string;
}

/**
 * A mail as the buyer's client gets it: the subject, the HTML part in a frame of its own (a mail is a whole
 * document) and the plain-text part below it.
 */
export function MailPreview({ mail, supportEmail = 'support@buycrypto.example' }: MailPreviewProps) {
  const [rendered, setRendered] = useState<RenderedMail>();
  useEffect(() => {
    let current = true;
    void renderMail(mail, { supportEmail }).then((result) => current && setRendered(result));
    return () => {
      current = false;
    };
  }, [mail, supportEmail]);
  if (!rendered) return <p>…</p>;
  return (
    <main style={{ fontFamily: 'sans-serif' }}>
      <h1 style={{ fontSize: 14, margin: '0 0 8px' }} data-testid="subject">
        {rendered.subject}
      </h1>
      <iframe
        title={rendered.subject}
        srcDoc={rendered.html}
        style={{ width: '100%', height: 640, border: '1px solid #ccc' }}
      />
      <h2 style={{ fontSize: 13, margin: '12px 0 4px' }}>text/plain</h2>
      <pre data-testid="plain-text" style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
        {rendered.text}
      </pre>
    </main>
  );
}
