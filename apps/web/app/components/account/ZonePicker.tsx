import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

export interface ZoneOption {
  zipcode: string;
  name: string;
  level: 'city' | 'district' | 'quarter' | 'address';
  parent: string | null;
}

type Level = 'city' | 'district' | 'quarter';
const FIELDS: Record<Level, string> = {
  city: 'city_zip',
  district: 'district_zip',
  quarter: 'quarter_zip',
};

/**
 * City, district and quarter from the postal zones (spec §3). Without JavaScript every option
 * is listed, grouped under its parent; with it, each list shows only the chosen parent's zones.
 */
export function ZonePicker(props: {
  zones: ZoneOption[];
  /** The form's values after a refused submit. */
  selected: Record<string, string> | null;
  /** An existing address's zone. */
  zipcode: string | null;
  errors: string[];
}) {
  const { t } = useI18n();
  const byZip = useMemo(() => new Map(props.zones.map((z) => [z.zipcode, z])), [props.zones]);
  const initial = useMemo(() => {
    const chosen: Record<Level, string> = { city: '', district: '', quarter: '' };
    if (props.selected) {
      for (const level of Object.keys(FIELDS) as Level[])
        chosen[level] = props.selected[FIELDS[level]] ?? '';
      return chosen;
    }
    for (
      let zone = props.zipcode ? byZip.get(props.zipcode) : undefined;
      zone;
      zone = zone.parent ? byZip.get(zone.parent) : undefined
    ) {
      if (zone.level !== 'address') chosen[zone.level] = zone.zipcode;
    }
    return chosen;
  }, [props.selected, props.zipcode, byZip]);
  const [chosen, setChosen] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  // Filtering waits for hydration so the server's full lists and the first render agree.
  useEffect(() => setHydrated(true), []);

  const choose = (level: Level, zipcode: string) =>
    setChosen((c) =>
      level === 'city'
        ? { city: zipcode, district: '', quarter: '' }
        : level === 'district'
          ? { ...c, district: zipcode, quarter: '' }
          : { ...c, quarter: zipcode },
    );

  const select = (level: Level, parentLevel: Level | null, required: boolean) => {
    const zones = props.zones.filter((z) => z.level === level);
    const parentZip = parentLevel ? chosen[parentLevel] : '';
    const visible = hydrated && parentLevel ? zones.filter((z) => z.parent === parentZip) : zones;
    const groups = new Map<string, ZoneOption[]>();
    for (const zone of visible) {
      const key = parentLevel ? (zone.parent ?? '') : '';
      groups.set(key, [...(groups.get(key) ?? []), zone]);
    }
    const id = `zone-${level}`;
    return (
      <div className="field">
        <label htmlFor={id}>
          {t(`account.${level}`)}
          {required && (
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        <select
          id={id}
          name={FIELDS[level]}
          value={chosen[level]}
          required={required}
          disabled={hydrated && parentLevel !== null && !parentZip}
          onChange={(event) => choose(level, event.target.value)}
          aria-invalid={props.errors.length > 0 || undefined}
        >
          <option value="">{t('account.choose')}</option>
          {[...groups].map(([parent, options]) =>
            parent && !hydrated ? (
              <optgroup key={parent} label={byZip.get(parent)?.name ?? parent}>
                {options.map((z) => (
                  <option key={z.zipcode} value={z.zipcode}>
                    {z.name}
                  </option>
                ))}
              </optgroup>
            ) : (
              options.map((z) => (
                <option key={z.zipcode} value={z.zipcode}>
                  {z.name}
                </option>
              ))
            ),
          )}
        </select>
      </div>
    );
  };

  return (
    <fieldset className="zone-picker">
      <legend>{t('account.location')}</legend>
      <div className="field-row">
        {select('city', null, true)}
        {select('district', 'city', true)}
        {select('quarter', 'district', false)}
      </div>
      {props.errors.length > 0 && <p className="field-error">{t('validation.zipcode')}</p>}
    </fieldset>
  );
}
