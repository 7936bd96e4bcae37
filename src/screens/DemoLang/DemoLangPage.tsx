import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { isAppLocale, LOCALES, type AppLocale } from '../../i18n/locales.ts';
import { catalogueRows, filterRows, keyGroups, type Catalogues } from './catalogueRows.ts';
import { demoLangMessages as m } from './DemoLang.messages.ts';
import { MessageList } from './MessageList.tsx';

const LOCALE_NAMES: Record<AppLocale, typeof m.localeEnUS> = { 'en-US': m.localeEnUS, 'zh-CN': m.localeZhCN };
/** The query keeps the page's filter, so a link shows a screen's texts as sent (e.g. ?prefix=order.confirmAddress&lang=zh-CN). */
const Param = { prefix: 'prefix', query: 'q', lang: 'lang', missing: 'missing' } as const;
const ALL = 'all';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; catalogues: Catalogues };

/** Loads the catalogues once per attempt; `retry` tries again after a failure. */
function useCatalogues(load: () => Promise<Catalogues>) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (catalogues) => current && setResult({ state: 'ready', catalogues }),
      () => current && setResult({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { result, retry };
}

export interface DemoLangPageProps {
  /** The catalogues to show (the built-in ones by default; stories give their own). */
  load: () => Promise<Catalogues>;
}

/**
 * Demo Lang (/demo-lang), for partners and translators: every message key with its text in each language,
 * side by side or one language at a time, filtered by a screen's key prefix or any word, keys missing a
 * text flagged. The filter is kept in the query, so a link shows the same texts.
 */
export function DemoLangPage({ load }: DemoLangPageProps) {
  const intl = useIntl();
  const { result, retry } = useCatalogues(load);
  const [params, setParams] = useSearchParams();
  const prefix = params.get(Param.prefix) ?? '';
  const langParam = params.get(Param.lang);
  const lang: AppLocale | typeof ALL = isAppLocale(langParam) ? langParam : ALL;
  const missingOnly = params.get(Param.missing) === '1';
  const [query, setQuery] = useState(() => params.get(Param.query) ?? '');
  const deferredQuery = useDeferredValue(query);

  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const shownLocales = useMemo(
    () =>
      (lang === ALL ? LOCALES : [lang]).map((locale) => ({
        locale,
        name: intl.formatMessage(m.localeLabel, { name: intl.formatMessage(LOCALE_NAMES[locale]), locale }),
      })),
    [lang, intl],
  );
  const rows = useMemo(
    () => (result.state === 'ready' ? catalogueRows(result.catalogues, LOCALES) : []),
    [result],
  );
  const groups = useMemo(() => keyGroups(rows), [rows]);
  const missingCount = useMemo(() => rows.filter((row) => row.missing.length > 0).length, [rows]);
  const shown = useMemo(
    () =>
      filterRows(rows, {
        prefix,
        query: deferredQuery,
        missingOnly,
        locales: shownLocales.map((shownLocale) => shownLocale.locale),
      }),
    [rows, prefix, deferredQuery, missingOnly, shownLocales],
  );
  const missingLabel = useCallback(
    (locale: AppLocale) => intl.formatMessage(m.missingIn, { locale }),
    [intl],
  );

  const onQuery = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setParam(Param.query, event.target.value);
  };
  const clearFilters = () => {
    setQuery('');
    setParams(lang === ALL ? {} : { [Param.lang]: lang }, { replace: true });
  };

  return (
    <Box sx={{ px: 2, py: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="textSecondary">{intl.formatMessage(m.intro)}</Typography>
      <TextField
        type="search"
        label={intl.formatMessage(m.filterLabel)}
        helperText={intl.formatMessage(m.filterHint)}
        value={query}
        onChange={onQuery}
        slotProps={{ htmlInput: { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } }}
      />
      <TextField
        select
        label={intl.formatMessage(m.groupLabel)}
        value={prefix}
        onChange={(event) => setParam(Param.prefix, event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{intl.formatMessage(m.groupAll)}</option>
        {groups.map((group) => (
          <option key={group.prefix} value={group.prefix}>
            {group.prefix}
          </option>
        ))}
        {/* A prefix from a link that no key has any more still shows as chosen. */}
        {prefix && !groups.some((group) => group.prefix === prefix) && (
          <option value={prefix}>{prefix}</option>
        )}
      </TextField>
      <Box
        role="group"
        aria-labelledby="demo-lang-languages"
        sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
      >
        <Typography id="demo-lang-languages" variant="caption" color="textSecondary">
          {intl.formatMessage(m.languagesLabel)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={lang}
          onChange={(_event, value: string | null) =>
            value && setParam(Param.lang, value === ALL ? '' : value)
          }
        >
          <ToggleButton value={ALL}>{intl.formatMessage(m.sideBySide)}</ToggleButton>
          {LOCALES.map((locale) => (
            <ToggleButton
              key={locale}
              value={locale}
              sx={{ flexDirection: 'column', lineHeight: 1.25, py: 0.5 }}
            >
              <span>{intl.formatMessage(LOCALE_NAMES[locale])}</span>
              <Box component="span" sx={{ typography: 'caption', lineHeight: 1.25 }}>
                {locale}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={missingOnly}
            onChange={(event) => setParam(Param.missing, event.target.checked ? '1' : '')}
          />
        }
        label={intl.formatMessage(m.missingOnly, { count: missingCount })}
        sx={{ minHeight: (t) => t.custom.touchTarget }}
      />

      {result.state === 'loading' && (
        <Box
          role="status"
          aria-label={intl.formatMessage(m.loading)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={112} />
          ))}
        </Box>
      )}
      {result.state === 'failed' && (
        <Box
          role="alert"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
        >
          <Typography>{intl.formatMessage(m.loadFailed)}</Typography>
          <Button variant="contained" onClick={retry}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        </Box>
      )}
      {result.state === 'ready' && (
        <>
          <Typography variant="body2" color="textSecondary" aria-live="polite">
            {intl.formatMessage(m.summary, { shown: shown.length, total: rows.length })}
          </Typography>
          {shown.length > 0 ? (
            <MessageList
              rows={shown}
              label={intl.formatMessage(m.listLabel)}
              locales={shownLocales}
              missingLabel={missingLabel}
              noText={intl.formatMessage(m.noText)}
            />
          ) : (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
              <Typography>{intl.formatMessage(m.noMatch)}</Typography>
              <Button variant="outlined" onClick={clearFilters}>
                {intl.formatMessage(m.clearFilters)}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
