import type { Division } from '@yuwen/protocol';
import { useCities, useCounties, useProvinces } from './api/regions.api';
import { regionParts } from './region-parts';
import './region-picker.css';

interface Props {
  /** The chosen GB/T 2260 code, '' for everywhere. */
  value: string;
  onChange: (code: string) => void;
  /** What the first choice of the province list says ('全国' in a filter, '全国通用' for a paper). */
  everywhere: string;
  testId: string;
}

function Choice({
  label,
  value,
  all,
  items,
  onPick,
  testId,
}: {
  label: string;
  value: string;
  all: string;
  items: readonly Division[] | undefined;
  onPick: (code: string) => void;
  testId: string;
}) {
  return (
    <label className="yw-region-picker__field">
      <span className="yw-visually-hidden">{label}</span>
      <select value={value} onChange={(e) => onPick(e.target.value)} data-testid={testId} disabled={!items}>
        <option value="">{all}</option>
        {(items ?? []).map((d) => (
          <option key={d.code} value={d.code}>
            {d.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Province, city and county (GB/T 2260, from the server): each list opens once the one before is
 * chosen; the value is the most precise code chosen.
 */
export function RegionPicker({ value, onChange, everywhere, testId }: Props) {
  const { province, city, county } = regionParts(value);
  const provinces = useProvinces();
  const cities = useCities(province);
  const counties = useCounties(city);
  return (
    <div className="yw-region-picker" data-testid={testId}>
      <Choice
        label="省份"
        value={province}
        all={everywhere}
        items={provinces.data}
        onPick={onChange}
        testId={`${testId}-province`}
      />
      {province !== '' && (
        <Choice
          label="城市"
          value={city}
          all="全省"
          items={cities.data}
          onPick={(code) => onChange(code || province)}
          testId={`${testId}-city`}
        />
      )}
      {city !== '' && (counties.data?.length ?? 0) > 0 && (
        <Choice
          label="区县"
          value={county}
          all="全市"
          items={counties.data}
          onPick={(code) => onChange(code || city)}
          testId={`${testId}-county`}
        />
      )}
    </div>
  );
}
