import {
  profileValueLabel,
  translate,
  type Declaration,
  type Gender,
  type ProfileEnumField,
} from '@mawadda/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';
import { useLocale } from '../../routes/use-locale';

/**
 * What a member declares, as a list: marital status, children and (for a man) wives, each named
 * as the profile names it. The engaged step and the guardian's attestation show it to be vouched for.
 */
export function DeclarationFacts({
  declaration,
  gender,
}: {
  declaration: Declaration;
  gender: Gender | null;
}) {
  const { locale } = useLocale();
  const { t } = useTranslation('badges');
  const enumValue = (field: ProfileEnumField, value: string | null) =>
    value === null ? t('declaration.unanswered') : (profileValueLabel(field, value, locale, gender) ?? value);
  const rows: [string, string][] = [
    [translate('field.maritalState', locale), enumValue('maritalState', declaration.maritalState)],
    [translate('field.hasChildren', locale), enumValue('hasChildren', declaration.hasChildren)],
  ];
  if (gender !== 'female' && declaration.wives !== null)
    rows.push([translate('field.wives', locale), formatNumber(declaration.wives, locale)]);
  return (
    <dl className="declaration-facts">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
