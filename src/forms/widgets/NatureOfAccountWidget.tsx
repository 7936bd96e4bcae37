import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { ListSelect } from './ListSelect.tsx';
import { contextOf } from './widgetSupport.tsx';

/** The catalogue id of a nature's name; the gateway's name is the fallback for a code the catalogues lack. */
export const natureMessageId = (code: string) => `forms.personalInfo.purpose.${code}`;

/** 'ui:widget': 'natureOfAccount' — the purpose and nature of opening the account, from getNatureList (formContext.natures). */
export function NatureOfAccountWidget(props: WidgetProps) {
  const intl = useIntl();
  const natures = contextOf(props.registry).natures ?? [];
  const choices = natures.map(({ code, name }) => ({
    value: code,
    text: intl.messages[natureMessageId(code)] ? intl.formatMessage({ id: natureMessageId(code) }) : name,
  }));
  return <ListSelect {...props} choices={choices} />;
}
