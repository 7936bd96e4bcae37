import type { ReactNode } from 'react';
// Each component from its own package: the package of them all also loads a code block's Prism, with every
// language, at the gateway's start (~0.35 s of its ~3.3 s).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import tokens from '../theme/tokens.json' with { type: 'json' };

const light = tokens.colorSchemes.light;
const dark = tokens.colorSchemes.dark;
const fontFamily = [
  ...tokens.typography.fontFamily,
  ...tokens.typography.cjkFallbackFamily,
  'Arial',
  'sans-serif',
]
  .map((family) => (family.includes(' ') ? `'${family}'` : family))
  .join(', ');

/**
 * Dark mode: clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook.com …) switch to the
 * tokens' dark scheme by these classes; the others show the light scheme, which their own dark mode may
 * invert. The inline styles are the light scheme (clients that drop <style> still get a readable mail).
 */
const darkStyle = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page, .mail-page > table > tbody > tr > td { background-color: ${dark.page} !important; }
  .mail-surface { background-color: ${dark.surface} !important; }
  .mail-text { color: ${dark.textPrimary} !important; }
  .mail-muted { color: ${dark.textSecondary} !important; }
  .mail-link { color: ${dark.primary} !important; }
  .mail-button { background-color: ${dark.primary} !important; color: ${dark.primaryContrast} !important; }
  .mail-divider { border-color: ${dark.divider} !important; }
  .mail-success { color: ${dark.success} !important; }
  .mail-warning { color: ${dark.warning} !important; }
  .mail-error { color: ${dark.error} !important; }
}
@media only screen and (max-width: 480px) {
  .mail-surface { padding: 20px 16px !important; }
}
`;

export type Tone = 'neutral' | 'success' | 'warning' | 'error';
const toneColour: Record<Tone, string> = {
  neutral: light.textPrimary,
  success: light.success,
  warning: light.warning,
  error: light.error,
};

export interface MailLayoutProps {
  lang: string;
  brand: string;
  /** The inbox's preview line. */
  preview: string;
  title: string;
  tone?: Tone;
  footer: string;
  children: ReactNode;
}

/** Every mail's frame: brand, a title in the status's colour, the body on a card, the support footer. */
export function MailLayout({
  lang,
  brand,
  preview,
  title,
  tone = 'neutral',
  footer,
  children,
}: MailLayoutProps) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkStyle}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="mail-page"
        style={{ backgroundColor: light.page, margin: 0, padding: '24px 8px', fontFamily }}
      >
        <Container style={{ maxWidth: 560, width: '100%', margin: '0 auto' }}>
          <Text
            className="mail-text"
            style={{ fontSize: 16, fontWeight: 700, color: light.textPrimary, margin: '0 0 12px 4px' }}
          >
            {brand}
          </Text>
          <Section
            className="mail-surface"
            style={{
              backgroundColor: light.surface,
              borderRadius: tokens.radius.medium,
              padding: '28px 24px',
            }}
          >
            <Heading
              as="h1"
              className={`mail-${tone === 'neutral' ? 'text' : tone}`}
              style={{ fontSize: 22, lineHeight: '28px', margin: '0 0 12px', color: toneColour[tone] }}
            >
              {title}
            </Heading>
            {children}
          </Section>
          <Text
            className="mail-muted"
            style={{ fontSize: 12, lineHeight: '18px', color: light.textSecondary, margin: '16px 4px 0' }}
          >
            {footer}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text
      className="mail-text"
      style={{ fontSize: 15, lineHeight: '22px', color: light.textPrimary, margin: '0 0 16px' }}
    >
      {children}
    </Text>
  );
}

/** A big, selectable code (the login code). */
export function Code({ children }: { children: ReactNode }) {
  return (
    <Text
      className="mail-text"
      style={{
        fontSize: 32,
        lineHeight: '40px',
        letterSpacing: 6,
        fontWeight: 700,
        color: light.textPrimary,
        margin: '8px 0 20px',
      }}
    >
      {children}
    </Text>
  );
}

export interface DetailRow {
  label: string;
  value: string;
  href?: string;
}

/**
 * Label above value, one pair per row: long values (addresses, hashes) wrap on a phone instead of
 * widening the mail.
 */
export function Details({ rows }: { rows: DetailRow[] }) {
  return (
    <Section style={{ margin: '4px 0 8px' }}>
      <Hr className="mail-divider" style={{ borderColor: light.divider, margin: '0 0 8px' }} />
      {rows.map((row) => (
        <Section key={row.label} style={{ padding: '6px 0' }}>
          <Text
            className="mail-muted"
            style={{ fontSize: 13, lineHeight: '18px', color: light.textSecondary, margin: 0 }}
          >
            {row.label}
          </Text>
          <Text
            className="mail-text"
            style={{
              fontSize: 15,
              lineHeight: '22px',
              color: light.textPrimary,
              margin: 0,
              wordBreak: 'break-all',
            }}
          >
            {row.href ? (
              <Link className="mail-link" href={row.href} style={{ color: light.primary }}>
                {row.value}
              </Link>
            ) : (
              row.value
            )}
          </Text>
        </Section>
      ))}
      <Hr className="mail-divider" style={{ borderColor: light.divider, margin: '8px 0 0' }} />
    </Section>
  );
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0 4px' }}>
      <Button
        className="mail-button"
        href={href}
        style={{
          backgroundColor: light.primary,
          color: light.primaryContrast,
          borderRadius: tokens.radius.small,
          fontSize: 15,
          fontWeight: 500,
          padding: '12px 20px',
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
