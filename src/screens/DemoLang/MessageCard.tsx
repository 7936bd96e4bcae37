import { Fragment, memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AppLocale } from '../../i18n/locales.ts';
import type { CatalogueRow } from './catalogueRows.ts';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';

export interface MessageCardProps {
  row: CatalogueRow;
  /** The locales shown, in order, with their names. */
  locales: ReadonlyArray<{ locale: AppLocale; name: string }>;
  missingLabel: (locale: AppLocale) => string;
  noText: string;
}

/**
 * One message key: the key (selectable, to copy), a flag for each language without a text, and the text of
 * each shown language, one under the other on a phone and side by side from 600 px.
 */
export const MessageCard = memo(function MessageCard({
  row,
  locales,
  missingLabel,
  noText,
}: MessageCardProps) {
  const flagged = row.missing.filter((locale) => locales.some((shown) => shown.locale === locale));
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: flagged.length > 0 ? 'warning.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          component="code"
          variant="body2"
          sx={{ fontFamily: MONO, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {/* Long keys break after a dot rather than inside a word. */}
          {row.key.split('.').map((segment, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <>
                  .<wbr />
                </>
              )}
              {segment}
            </Fragment>
          ))}
        </Typography>
        {flagged.map((locale) => (
          <Chip key={locale} size="small" color="warning" label={missingLabel(locale)} />
        ))}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${locales.length}, minmax(0, 1fr))` },
        }}
      >
        {locales.map(({ locale, name }) => {
          const text = row.texts[locale];
          return (
            <Box key={locale} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {name}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                lang={text === undefined ? undefined : locale}
                sx={{
                  m: 0,
                  overflowWrap: 'anywhere',
                  whiteSpace: 'pre-wrap',
                  ...(text === undefined && { color: 'warning.dark', fontStyle: 'italic' }),
                }}
              >
                {text ?? noText}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
